import { Module } from '@nestjs/common';
import { PublicThrottleGuard } from '../../common/http/public-throttle.guard.js';
import { LandingPagesController } from './landing-pages.controller.js';
import { LandingPagesModule } from './landing-pages.module.js';
import { PublicLandingPagesController } from './public-landing-pages.controller.js';

/** The HTTP edge of landing pages: the account's screens and the public page's JSON. */
@Module({
  imports: [LandingPagesModule],
  controllers: [LandingPagesController, PublicLandingPagesController],
  providers: [PublicThrottleGuard],
})
export class LandingPagesApiModule {}
