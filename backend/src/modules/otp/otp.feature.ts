import { defineFeature } from '../../common/feature/feature.js';
import { OtpRequest } from './otp-request.entity.js';

/** OTP list for everyone who reads; Test OTP (request and verify) for operators up. */
export const otpFeature = defineFeature({
  name: 'otp',
  api: () => import('./otp-api.module.js').then((m) => m.OtpApiModule),
  entities: [OtpRequest],
  grants: { OtpRequest: { operator: ['read', 'create', 'update'], viewer: ['read'] } },
});
