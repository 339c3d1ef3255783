import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { Sender } from './sender.entity.js';
import { SendersController } from './senders.controller.js';
import { sendersFeature } from './senders.feature.js';
import { SendersService } from './senders.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([...sendersFeature.entities])],
  controllers: [SendersController],
  providers: [SendersService, provideTenantRepository(Sender)],
  exports: [SendersService],
})
export class SendersModule {}
