// The otp-apps module's public face: what the worker (or any other process) may use of it.
// OTP apps, for the callbacks the worker delivers.
export { OtpAppsModule } from './otp-apps.module.js';
export { OtpAppsService } from './otp-apps.service.js';
