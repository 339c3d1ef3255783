import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { BlacklistEntry } from './blacklist.entity.js';
import { BlacklistRepository } from './blacklist.repository.js';
import { blacklistFeature } from './blacklist.feature.js';
import { BlacklistService } from './blacklist.service.js';
import { UnsubscribeService } from './unsubscribe.service.js';

/** The blacklist for the API and the worker (no controllers: see blacklist-api.module.ts). */
@Module({
  imports: [TypeOrmModule.forFeature([...blacklistFeature.entities])],
  providers: [BlacklistService, UnsubscribeService, BlacklistRepository, provideTenantRepository(BlacklistEntry)],
  exports: [BlacklistService, UnsubscribeService],
})
export class BlacklistModule {}
