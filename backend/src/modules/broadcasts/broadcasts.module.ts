import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { Broadcast } from './broadcast.entity.js';
import { BroadcastsController } from './broadcasts.controller.js';
import { BroadcastsService } from './broadcasts.service.js';
import { AnalysisMemo } from './analysis-memo.js';
import { DeliveryModule } from '../messages/delivery.module.js';
import { DirectSendsService } from './direct-sends.service.js';
import { SendingModule } from './sending.module.js';

@Module({
  imports: [TypeOrmModule.forFeature([Broadcast]), SendingModule, DeliveryModule],
  controllers: [BroadcastsController],
  providers: [BroadcastsService, DirectSendsService, AnalysisMemo, provideTenantRepository(Broadcast)],
  exports: [BroadcastsService, DirectSendsService],
})
export class BroadcastsModule {}
