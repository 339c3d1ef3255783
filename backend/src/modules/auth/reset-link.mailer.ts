import { Injectable, Logger } from '@nestjs/common';

export interface ResetLinkMessage {
  userId: string;
  email: string;
  link: string;
  expiresAt: Date;
}

/**
 * Delivers password reset links. Until e-mail delivery exists the link goes to the server
 * log, from where the instance's operator relays it; an e-mail sender replaces this class.
 */
@Injectable()
export class ResetLinkMailer {
  private readonly logger = new Logger('ResetLinkMailer');

  async send(message: ResetLinkMessage): Promise<void> {
    this.logger.log(message, 'password reset link');
  }
}
