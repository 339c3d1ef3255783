import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { returning } from '../../database/returning.js';

/** Housekeeping of the answers kept for idempotency keys: a day is all a key promises. */
@Injectable()
export class IdempotencyKeysService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async purgeExpired(): Promise<number> {
    const rows = await returning<{ id: string }>(
      this.dataSource,
      `DELETE FROM idempotency_keys WHERE created_at < now() - interval '24 hours' RETURNING id`,
    );
    return rows.length;
  }
}
