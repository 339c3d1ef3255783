import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { LandingPagesModule } from '../landing-pages/landing-pages.module.js';
import { DeliveryModule } from '../messages/delivery.module.js';
import { SendersModule } from '../senders/senders.module.js';
import { TemplatesModule } from '../templates/templates.module.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { CouponCodeOutcomes } from './code-outcomes.js';
import { CouponCodesService } from './coupon-codes.service.js';
import { CouponDashboardService } from './coupon-dashboard.service.js';
import { CouponCode } from './coupon-code.entity.js';
import { Coupon } from './coupon.entity.js';
import { couponsFeature } from './coupons.feature.js';
import { CouponsRepository } from './coupons.repository.js';
import { CouponsService } from './coupons.service.js';

/** Coupons and their codes, for the API and the worker (no controllers: see coupons-api.module.ts). */
@Module({
  imports: [
    TypeOrmModule.forFeature([...couponsFeature.entities]),
    SendersModule,
    TemplatesModule,
    LandingPagesModule,
    DeliveryModule,
    WebhooksModule,
  ],
  providers: [
    CouponsService,
    CouponCodesService,
    CouponDashboardService,
    CouponCodeOutcomes,
    CouponsRepository,
    provideTenantRepository(Coupon),
    provideTenantRepository(CouponCode),
  ],
  exports: [CouponsService, CouponCodesService, CouponDashboardService, CouponsRepository],
})
export class CouponsModule {}
