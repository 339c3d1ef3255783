import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { Broadcast } from './broadcast.entity.js';
import { BroadcastsController } from './broadcasts.controller.js';
import { BroadcastsService } from './broadcasts.service.js';
import { SendingModule } from './sending.module.js';

@Module({
  imports: [TypeOrmModule.forFeature([Broadcast]), SendingModule],
  controllers: [BroadcastsController],
  providers: [BroadcastsService, provideTenantRepository(Broadcast)],
})
export class BroadcastsModule {}
