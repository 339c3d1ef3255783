import { Module } from '@nestjs/common';
import { PublicThrottleGuard } from '../../common/http/public-throttle.guard.js';
import { BlacklistController } from './blacklist.controller.js';
import { BlacklistModule } from './blacklist.module.js';
import { UnsubscribeController } from './unsubscribe.controller.js';

/** The HTTP edge of the blacklist, and the public opt-out page of unsubscribe links. */
@Module({ imports: [BlacklistModule], controllers: [BlacklistController, UnsubscribeController], providers: [PublicThrottleGuard] })
export class BlacklistApiModule {}
