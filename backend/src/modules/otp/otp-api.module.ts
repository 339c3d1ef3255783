import { Module } from '@nestjs/common';
import { ApiKeysModule } from '../api-keys/api-keys.module.js';
import { IdempotencyModule } from '../public-api/idempotency.module.js';
import { OtpPublicController } from './otp-public.controller.js';
import { OtpRequestsController } from './otp-requests.controller.js';
import { OtpModule } from './otp.module.js';

/** The HTTP edges of OTP: the console's OTP list and Test OTP, and the public API's routes. */
@Module({ imports: [OtpModule, ApiKeysModule, IdempotencyModule], controllers: [OtpRequestsController, OtpPublicController] })
export class OtpApiModule {}
