import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { DeliveryModule } from '../messages/delivery.module.js';
import { Broadcast } from './broadcast.entity.js';
import { DirectSendsService } from './direct-sends.service.js';
import { SendingModule } from './sending.module.js';

/**
 * Sends whose messages are written while the caller waits (the public API's, a game's prize
 * SMS): no controllers, so that the worker can send them too.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Broadcast]), SendingModule, DeliveryModule],
  providers: [DirectSendsService, provideTenantRepository(Broadcast)],
  exports: [DirectSendsService],
})
export class DirectSendsModule {}
