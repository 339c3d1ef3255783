import { Module } from '@nestjs/common';
import { PublicThrottleGuard } from '../../common/http/public-throttle.guard.js';
import { PublicCouponsController } from './public-coupons.controller.js';
import { RedemptionsController } from './redemptions.controller.js';
import { RedemptionsModule } from './redemptions.module.js';

/** The HTTP edge of redemption: key verification and the customer's coupon page. */
@Module({
  imports: [RedemptionsModule],
  controllers: [RedemptionsController, PublicCouponsController],
  providers: [PublicThrottleGuard],
})
export class RedemptionsApiModule {}
