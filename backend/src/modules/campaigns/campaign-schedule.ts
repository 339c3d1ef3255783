import { Injectable } from '@nestjs/common';
import { CampaignsRepository } from './campaigns.repository.js';

/**
 * The campaigns' clock, across accounts in one statement: a scheduled campaign runs from its
 * start, a running one (or a scheduled one whose whole window passed) ends at its end. Run every
 * minute by the worker; running it twice changes nothing more.
 */
@Injectable()
export class CampaignSchedule {
  constructor(private readonly repository: CampaignsRepository) {}

  async tick(now = new Date()): Promise<{ running: number; ended: number }> {
    const rows = await this.repository.advanceClock(now);
    return {
      running: rows.filter((row) => row.status === 'running').length,
      ended: rows.filter((row) => row.status === 'ended').length,
    };
  }
}
