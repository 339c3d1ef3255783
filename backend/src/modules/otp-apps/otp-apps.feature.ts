import { defineFeature } from '../../common/feature/feature.js';
import { OtpApp } from './otp-app.entity.js';

/** Admins configure OTP applications; operators and viewers see them (and run Test OTP). */
export const otpAppsFeature = defineFeature({
  name: 'otp-apps',
  api: () => import('./otp-apps-api.module.js').then((m) => m.OtpAppsApiModule),
  entities: [OtpApp],
  grants: { OtpApp: { operator: ['read'], viewer: ['read'] } },
});
