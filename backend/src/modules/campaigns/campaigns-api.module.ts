import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { BroadcastsModule } from '../broadcasts/broadcasts.module.js';
import { SendingModule } from '../broadcasts/sending.module.js';
import { Campaign } from './campaign.entity.js';
import { campaignsFeature } from './campaigns.feature.js';
import { CampaignsController } from './campaigns.controller.js';
import { CampaignsModule } from './campaigns.module.js';
import { CampaignsService } from './campaigns.service.js';

/** The HTTP edge of campaigns: drafts, the confirm step's analysis, confirmation and cancel. */
@Module({
  imports: [TypeOrmModule.forFeature([...campaignsFeature.entities]), CampaignsModule, BroadcastsModule, SendingModule],
  controllers: [CampaignsController],
  providers: [CampaignsService, provideTenantRepository(Campaign)],
})
export class CampaignsApiModule {}
