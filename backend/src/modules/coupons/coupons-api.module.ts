import { Module } from '@nestjs/common';
import { CouponCodesController } from './coupon-codes.controller.js';
import { CouponDashboardController } from './coupon-dashboard.controller.js';
import { CouponsController } from './coupons.controller.js';
import { CouponsModule } from './coupons.module.js';

/** The HTTP edge of coupons, their codes and their dashboard (first: `dashboard` is no coupon id). */
@Module({
  imports: [CouponsModule],
  controllers: [CouponDashboardController, CouponsController, CouponCodesController],
})
export class CouponsApiModule {}
