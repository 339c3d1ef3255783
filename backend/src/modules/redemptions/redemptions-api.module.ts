import { Module } from '@nestjs/common';
import { PublicCouponsController } from './public-coupons.controller.js';
import { PublicCouponThrottleGuard } from './public-coupons.throttle.js';
import { RedemptionsController } from './redemptions.controller.js';
import { RedemptionsModule } from './redemptions.module.js';

/** The HTTP edge of redemption: key verification and the customer's coupon page. */
@Module({
  imports: [RedemptionsModule],
  controllers: [RedemptionsController, PublicCouponsController],
  providers: [PublicCouponThrottleGuard],
})
export class RedemptionsApiModule {}
