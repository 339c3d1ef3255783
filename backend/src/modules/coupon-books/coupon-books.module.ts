import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { CouponsModule } from '../coupons/coupons.module.js';
import { CouponBook } from './coupon-book.entity.js';
import { CouponBooksController } from './coupon-books.controller.js';
import { couponBooksFeature } from './coupon-books.feature.js';
import { CouponBooksService } from './coupon-books.service.js';

/** Coupon books and their HTTP edge; their totals (coupons and codes in a book) come from the coupons module. */
@Module({
  imports: [TypeOrmModule.forFeature([...couponBooksFeature.entities]), CouponsModule],
  controllers: [CouponBooksController],
  providers: [CouponBooksService, provideTenantRepository(CouponBook)],
})
export class CouponBooksModule {}
