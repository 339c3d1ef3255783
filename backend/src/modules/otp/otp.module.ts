import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { CreditsModule } from '../credits/credits.module.js';
import { DeliveryModule } from '../messages/delivery.module.js';
import { OtpAppsModule } from '../otp-apps/otp-apps.module.js';
import { SendersModule } from '../senders/senders.module.js';
import { OtpLimits } from './otp-limits.js';
import { OtpListService } from './otp-list.service.js';
import { OtpRequest } from './otp-request.entity.js';
import { otpFeature } from './otp.feature.js';
import { OtpRepository } from './otp.repository.js';
import { OtpService } from './otp.service.js';
import { PhoneVerificationService } from './phone-verification.service.js';

/** OTP requests for the API (no controllers: see otp-api.module.ts). */
@Module({
  imports: [TypeOrmModule.forFeature([...otpFeature.entities]), OtpAppsModule, SendersModule, CreditsModule, DeliveryModule],
  providers: [
    OtpService,
    OtpRepository,
    OtpListService,
    OtpLimits,
    PhoneVerificationService,
    provideTenantRepository(OtpRequest),
  ],
  exports: [OtpService, OtpListService, PhoneVerificationService],
})
export class OtpModule {}
