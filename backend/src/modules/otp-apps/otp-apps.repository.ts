import { Injectable } from '@nestjs/common';
import { Transactions } from '../../database/transactions.js';

/** The OTP applications' SQL, where it reads outside any account's scope (the worker's). */
@Injectable()
export class OtpAppsRepository {
  constructor(private readonly transactions: Transactions) {}

  /** The app's current notify secret; null when the app is gone. */
  async notifySecretOf(appId: string): Promise<string | null> {
    const [row] = await this.transactions.manager.query<{ notify_secret: string }[]>(
      `SELECT notify_secret FROM otp_apps WHERE id = $1`,
      [appId],
    );
    return row?.notify_secret ?? null;
  }
}
