import { Module } from '@nestjs/common';
import { BlacklistController } from './blacklist.controller.js';
import { BlacklistModule } from './blacklist.module.js';

/** The HTTP edge of the blacklist. */
@Module({ imports: [BlacklistModule], controllers: [BlacklistController] })
export class BlacklistApiModule {}
