import { Module } from '@nestjs/common';
import { SendersController } from './senders.controller.js';
import { SendersModule } from './senders.module.js';

/** The HTTP edge of senders. */
@Module({ imports: [SendersModule], controllers: [SendersController] })
export class SendersApiModule {}
