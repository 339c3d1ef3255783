import { Module } from '@nestjs/common';
import { CouponsModule } from '../coupons/coupons.module.js';
import { CouponBooksController } from './coupon-books.controller.js';
import { CouponBooksModule } from './coupon-books.module.js';

/** The HTTP edge of coupon books; their totals come from the coupons module. */
@Module({ imports: [CouponBooksModule, CouponsModule], controllers: [CouponBooksController] })
export class CouponBooksApiModule {}
