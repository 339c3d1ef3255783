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

  /** One plain line, at warn level so that it stands out of the request log and survives LOG_LEVEL=warn. */
  async send(message: ResetLinkMessage): Promise<void> {
    this.logger.warn(`Password reset link for ${message.email} (valid until ${message.expiresAt.toISOString()}): ${message.link}`);
  }
}
