import { Module } from '@nestjs/common';
import { OtpAppsController } from './otp-apps.controller.js';
import { OtpAppsModule } from './otp-apps.module.js';

/** The HTTP edge of OTP applications. */
@Module({ imports: [OtpAppsModule], controllers: [OtpAppsController] })
export class OtpAppsApiModule {}
