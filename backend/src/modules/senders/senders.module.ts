import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { Sender } from './sender.entity.js';
import { sendersFeature } from './senders.feature.js';
import { SendersRepository } from './senders.repository.js';
import { SendersService } from './senders.service.js';

/** Senders for the API and the worker (no controllers: see senders-api.module.ts). */
@Module({
  imports: [TypeOrmModule.forFeature([...sendersFeature.entities])],
  providers: [SendersService, SendersRepository, provideTenantRepository(Sender)],
  exports: [SendersService],
})
export class SendersModule {}
