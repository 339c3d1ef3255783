import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { CouponsModule } from '../coupons/coupons.module.js';
import { OtpModule } from '../otp/otp.module.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { PublicCouponsService } from './public-coupons.service.js';
import { Redemption } from './redemption.entity.js';
import { redemptionsFeature } from './redemptions.feature.js';
import { RedemptionsRepository } from './redemptions.repository.js';
import { RedemptionsService } from './redemptions.service.js';
import { SaleListService } from './sale-list.service.js';

/** Redemption and key verification (no controllers: see redemptions-api.module.ts). */
@Module({
  imports: [TypeOrmModule.forFeature([...redemptionsFeature.entities]), OtpModule, WebhooksModule, CouponsModule],
  providers: [
    RedemptionsService,
    SaleListService,
    PublicCouponsService,
    RedemptionsRepository,
    provideTenantRepository(Redemption),
  ],
  exports: [RedemptionsService, SaleListService, PublicCouponsService],
})
export class RedemptionsModule {}
