import { Inject, Injectable } from '@nestjs/common';
import bcrypt from 'bcrypt';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

@Injectable()
export class PasswordHasher {
  // Compared against when no user matches, so a wrong e-mail costs as long as a wrong password.
  private readonly decoy: Promise<string>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.decoy = bcrypt.hash('decoy-password-never-matches', config.bcryptCost);
  }

  hash(password: string): Promise<string> {
    return bcrypt.hash(password, this.config.bcryptCost);
  }

  async verify(password: string, hash: string | undefined): Promise<boolean> {
    const matches = await bcrypt.compare(password, hash ?? (await this.decoy));
    return Boolean(hash) && matches;
  }
}
