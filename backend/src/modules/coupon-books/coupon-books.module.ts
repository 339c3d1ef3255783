import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { CouponBook } from './coupon-book.entity.js';
import { couponBooksFeature } from './coupon-books.feature.js';
import { CouponBooksService } from './coupon-books.service.js';

/** Coupon books for the API and the worker (no controllers: see coupon-books-api.module.ts). */
@Module({
  imports: [TypeOrmModule.forFeature([...couponBooksFeature.entities])],
  providers: [CouponBooksService, provideTenantRepository(CouponBook)],
  exports: [CouponBooksService],
})
export class CouponBooksModule {}
