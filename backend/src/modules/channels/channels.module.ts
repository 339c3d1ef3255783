import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { Channel } from './channel.entity.js';
import { ChannelsService } from './channels.service.js';

/** Channel settings, for the API and the worker (no controllers). */
@Module({
  imports: [TypeOrmModule.forFeature([Channel])],
  providers: [ChannelsService, provideTenantRepository(Channel)],
  exports: [ChannelsService],
})
export class ChannelsModule {}
