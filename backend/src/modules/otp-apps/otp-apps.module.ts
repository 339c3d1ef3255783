import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { SendersModule } from '../senders/senders.module.js';
import { OtpApp } from './otp-app.entity.js';
import { otpAppsFeature } from './otp-apps.feature.js';
import { OtpAppsRepository } from './otp-apps.repository.js';
import { OtpAppsService } from './otp-apps.service.js';

/** OTP applications for the API and the worker (no controllers: see otp-apps-api.module.ts). */
@Module({
  imports: [TypeOrmModule.forFeature([...otpAppsFeature.entities]), SendersModule],
  providers: [OtpAppsService, OtpAppsRepository, provideTenantRepository(OtpApp)],
  exports: [OtpAppsService],
})
export class OtpAppsModule {}
