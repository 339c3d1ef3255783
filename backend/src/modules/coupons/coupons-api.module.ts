import { Module } from '@nestjs/common';
import { CouponCodesController } from './coupon-codes.controller.js';
import { CouponsController } from './coupons.controller.js';
import { CouponsModule } from './coupons.module.js';

/** The HTTP edge of coupons and their codes. */
@Module({ imports: [CouponsModule], controllers: [CouponsController, CouponCodesController] })
export class CouponsApiModule {}
