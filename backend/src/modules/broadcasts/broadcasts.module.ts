import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { Broadcast } from './broadcast.entity.js';
import { BroadcastsController } from './broadcasts.controller.js';
import { BroadcastsService } from './broadcasts.service.js';
import { AnalysisMemo } from './analysis-memo.js';
import { DeliveryModule } from '../messages/delivery.module.js';
import { DirectSendsModule } from './direct-sends.module.js';
import { SendingModule } from './sending.module.js';

@Module({
  imports: [TypeOrmModule.forFeature([Broadcast]), SendingModule, DeliveryModule, DirectSendsModule],
  controllers: [BroadcastsController],
  providers: [BroadcastsService, AnalysisMemo, provideTenantRepository(Broadcast)],
  exports: [BroadcastsService, DirectSendsModule],
})
export class BroadcastsModule {}
