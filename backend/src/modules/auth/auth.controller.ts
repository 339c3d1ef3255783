import { Body, Controller, Headers, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import { Messages, pickLanguage } from '../../common/i18n/messages.js';
import { AuthService } from './auth.service.js';
import { ForgotPasswordDto, LoginDto, RefreshTokenDto, RegisterDto, ResetPasswordDto } from './dto/auth.dto.js';
import { SignInThrottleGuard } from './sign-in-throttle.guard.js';

/** The specification's sign-in calls. Throttled per client address before any password is hashed. */
@ApiTags('sign-in')
@Public()
@UseGuards(SignInThrottleGuard)
@Controller('jwt')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly messages: Messages,
  ) {}

  @Post('login')
  @HttpCode(200)
  login(@Body() dto: LoginDto) {
    return this.auth.login(dto);
  }

  @Post('register')
  @HttpCode(200)
  async register(@Body() dto: RegisterDto) {
    const signedIn = await this.auth.register(dto);
    return { user: signedIn.userData, ...signedIn };
  }

  @Post('refresh-token')
  @HttpCode(200)
  refresh(@Body() dto: RefreshTokenDto) {
    return this.auth.refresh(dto.refreshToken);
  }

  @Post('logout')
  @HttpCode(204)
  async logout(@Body() dto: RefreshTokenDto) {
    await this.auth.logout(dto.refreshToken);
  }

  @Post('forgot-password')
  @HttpCode(200)
  async forgotPassword(@Body() dto: ForgotPasswordDto, @Headers('accept-language') language?: string) {
    await this.auth.forgotPassword(dto.email);
    return { message: this.messages.t('auth.resetLinkSent', pickLanguage(language)) };
  }

  @Post('reset-password')
  @HttpCode(204)
  async resetPassword(@Body() dto: ResetPasswordDto) {
    await this.auth.resetPassword(dto.token, dto.password);
  }
}
