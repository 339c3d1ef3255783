import { Module } from '@nestjs/common';
import { CampaignSchedule } from './campaign-schedule.js';

/** What the worker needs of campaigns: their clock. */
@Module({ providers: [CampaignSchedule], exports: [CampaignSchedule] })
export class CampaignsModule {}
