import { Body, Controller, Headers, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import { ApiConflict, ErrorResponse, SignInErrorResponse } from '../../common/http/error.response.js';
import { Messages, pickLanguage } from '../../common/i18n/messages.js';
import { AuthService } from './auth.service.js';
import { OtpTicketResponse, OtpVerdictResponse } from '../otp/dto/otp-request.response.js';
import { PhoneVerificationService } from '../otp/phone-verification.service.js';
import {
  ForgotPasswordDto,
  LoginDto,
  RefreshTokenDto,
  RegisterCheckDto,
  RegisterDto,
  RegisterOtpDto,
  RegisterOtpVerifyDto,
  ResetPasswordDto,
} from './dto/auth.dto.js';
import { MessageResponse, RegisteredResponse, SessionResponse } from './dto/auth.response.js';
import { SignInThrottleGuard } from './sign-in-throttle.guard.js';

/** The specification's sign-in calls. Throttled per client address before any password is hashed. */
@ApiTags('sign-in')
@Public()
@UseGuards(SignInThrottleGuard)
@ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'too many calls from this client or for this account' })
@Controller('jwt')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly messages: Messages,
    private readonly phones: PhoneVerificationService,
  ) {}

  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponse })
  @ApiBadRequestResponse({ type: SignInErrorResponse, description: 'wrong e-mail or password, or the account is not available' })
  login(@Body() dto: LoginDto): Promise<SessionResponse> {
    return this.auth.login(dto);
  }

  @Post('register')
  @HttpCode(200)
  @ApiOkResponse({ type: RegisteredResponse })
  @ApiConflict()
  async register(@Body() dto: RegisterDto): Promise<RegisteredResponse> {
    const signedIn = await this.auth.register(dto);
    return { user: signedIn.userData, ...signedIn };
  }

  @Post('register/check')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'the e-mail (and username) may register: ask before sending the phone code' })
  @ApiConflict()
  checkRegistration(@Body() dto: RegisterCheckDto): Promise<void> {
    return this.auth.checkRegistration(dto);
  }

  @Post('register/otp')
  @HttpCode(200)
  @ApiOkResponse({ type: OtpTicketResponse, description: 'a code sent to the phone; verify it, then register with the token' })
  registerOtp(@Body() dto: RegisterOtpDto): Promise<OtpTicketResponse> {
    return this.phones.start('register', dto.phone);
  }

  @Post('register/otp/verify')
  @HttpCode(200)
  @ApiOkResponse({ type: OtpVerdictResponse })
  registerOtpVerify(@Body() dto: RegisterOtpVerifyDto): Promise<OtpVerdictResponse> {
    return this.phones.verify('register', dto.token, dto.code);
  }

  @Post('refresh-token')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponse })
  @ApiUnauthorizedResponse({ type: SignInErrorResponse, description: 'unknown, expired or replayed refresh token' })
  refresh(@Body() dto: RefreshTokenDto): Promise<SessionResponse> {
    return this.auth.refresh(dto.refreshToken);
  }

  @Post('logout')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'the refresh token and its family are revoked' })
  async logout(@Body() dto: RefreshTokenDto): Promise<void> {
    await this.auth.logout(dto.refreshToken);
  }

  @Post('forgot-password')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponse, description: 'the same answer whether or not the address is registered' })
  async forgotPassword(@Body() dto: ForgotPasswordDto, @Headers('accept-language') language?: string): Promise<MessageResponse> {
    await this.auth.forgotPassword(dto.email);
    return { message: this.messages.t('auth.resetLinkSent', pickLanguage(language)) };
  }

  @Post('reset-password')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'the password is changed and every session ended' })
  @ApiBadRequestResponse({ type: SignInErrorResponse, description: 'unknown, used or expired reset link' })
  async resetPassword(@Body() dto: ResetPasswordDto): Promise<void> {
    await this.auth.resetPassword(dto.token, dto.password);
  }
}
