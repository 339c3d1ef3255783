import { Module } from '@nestjs/common';
import { CampaignSchedule } from './campaign-schedule.js';
import { CampaignsRepository } from './campaigns.repository.js';

/** What the worker needs of campaigns: their clock; and their repository, for the API's module of campaigns. */
@Module({ providers: [CampaignSchedule, CampaignsRepository], exports: [CampaignSchedule, CampaignsRepository] })
export class CampaignsModule {}
