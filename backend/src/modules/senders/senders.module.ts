import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { Sender } from './sender.entity.js';
import { SendersService } from './senders.service.js';

/** Sender names and the send path's check, for the API and the worker (no controllers). */
@Module({
  imports: [TypeOrmModule.forFeature([Sender])],
  providers: [SendersService, provideTenantRepository(Sender)],
  exports: [SendersService],
})
export class SendersModule {}
