import { Injectable } from '@nestjs/common';
import { Transactions } from '../../database/transactions.js';

/** The uploads' SQL for the sweeps: files past their retention, and which files on disk have a row. */
@Injectable()
export class UploadsRepository {
  constructor(private readonly transactions: Transactions) {}

  /**
   * Up to a thousand uploads older than `retentionDays`; a file a send still reads (scheduled, or
   * sending: its fan-out may not be done) is not among them until that send ends.
   */
  async expired(retentionDays: number): Promise<{ id: string; path: string }[]> {
    return this.transactions.manager.query<{ id: string; path: string }[]>(
      `SELECT u.id, u.path FROM uploads u
        WHERE u.created_at < now() - make_interval(days => $1)
          AND NOT EXISTS (SELECT 1 FROM broadcasts b WHERE b.file_id = u.id AND b.status IN ('scheduled', 'sending'))
        LIMIT 1000`,
      [retentionDays],
    );
  }

  async removeRows(ids: string[]): Promise<void> {
    await this.transactions.manager.query(`DELETE FROM uploads WHERE id = ANY($1::uuid[])`, [ids]);
  }

  /** The ids among `ids` that are accounts of this database. */
  async existingAccounts(ids: string[]): Promise<{ id: string }[]> {
    return this.transactions.manager.query<{ id: string }[]>(`SELECT id FROM accounts WHERE id = ANY($1::uuid[])`, [ids]);
  }

  /** The file names among `names` that an upload row of the account has. */
  async knownFileNames(accountId: string, names: string[]): Promise<string[]> {
    // By file name, not whole path: rows keep the path UPLOAD_DIR was spelled with when written.
    const known = await this.transactions.manager.query<{ name: string }[]>(
      `SELECT regexp_replace(path, '^.*/', '') AS name FROM uploads
        WHERE account_id = $1 AND regexp_replace(path, '^.*/', '') = ANY($2::text[])`,
      [accountId, names],
    );
    return known.map((row) => row.name);
  }
}
