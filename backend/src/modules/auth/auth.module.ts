import { createSecretKey } from 'node:crypto';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionStateModule } from '../../common/auth/session-state.module.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AccountsModule } from '../accounts/accounts.module.js';
import { CreditsModule } from '../credits/credits.module.js';
import { OtpModule } from '../otp/otp.module.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthGuard } from './auth.guard.js';
import { AuthService } from './auth.service.js';
import { PasswordReset } from './password-reset.entity.js';
import { ProfileController } from './profile.controller.js';
import { RefreshToken } from './refresh-token.entity.js';
import { ResetLinkMailer } from './reset-link.mailer.js';
import { SignInLimits } from './sign-in-limits.js';
import { SignInThrottleGuard } from './sign-in-throttle.guard.js';
import { TokenService } from './token.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([RefreshToken, PasswordReset]),
    UsersModule,
    AccountsModule,
    CreditsModule,
    OtpModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      // A key object made once: given the secret as a string, jsonwebtoken first tries it as a
      // public key on every verify, and that failed parse was about 12 % of each request.
      useFactory: (config: AppConfig) => ({
        secret: createSecretKey(Buffer.from(config.jwt.secret)),
        signOptions: { algorithm: 'HS256' },
      }),
    }),
    SessionStateModule,
  ],
  controllers: [AuthController, ProfileController],
  providers: [
    TokenService,
    AuthService,
    ResetLinkMailer,
    SignInLimits,
    SignInThrottleGuard,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [AuthService, TokenService],
})
export class AuthModule {}
