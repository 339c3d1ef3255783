import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { returning } from '../../database/returning.js';

/**
 * The campaigns' clock, across accounts in one statement: a scheduled campaign runs from its
 * start, a running one (or a scheduled one whose whole window passed) ends at its end. Run every
 * minute by the worker; running it twice changes nothing more.
 */
@Injectable()
export class CampaignSchedule {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async tick(now = new Date()): Promise<{ running: number; ended: number }> {
    const rows = await returning<{ status: string }>(
      this.dataSource,
      `UPDATE campaigns SET status = CASE WHEN end_at <= $1 THEN 'ended' ELSE 'running' END, updated_at = now()
        WHERE (status = 'scheduled' AND start_at <= $1) OR (status IN ('scheduled', 'running') AND end_at <= $1)
        RETURNING status`,
      [now],
    );
    return {
      running: rows.filter((row) => row.status === 'running').length,
      ended: rows.filter((row) => row.status === 'ended').length,
    };
  }
}
