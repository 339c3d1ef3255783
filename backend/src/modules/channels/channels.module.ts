import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { Channel } from './channel.entity.js';
import { ChannelsRepository } from './channels.repository.js';
import { ChannelsService } from './channels.service.js';

/** Channel settings, for the API and the worker (no controllers). */
@Module({
  imports: [TypeOrmModule.forFeature([Channel])],
  providers: [ChannelsService, ChannelsRepository, provideTenantRepository(Channel)],
  exports: [ChannelsService],
})
export class ChannelsModule {}
