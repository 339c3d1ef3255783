import { Module } from '@nestjs/common';
import { SendersController } from './senders.controller.js';
import { SendersModule } from './senders.module.js';

@Module({ imports: [SendersModule], controllers: [SendersController] })
export class SendersApiModule {}
