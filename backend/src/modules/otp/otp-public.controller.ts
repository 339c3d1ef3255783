import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { ApiKeyAuth } from '../api-keys/api-key-auth.js';
import { Idempotent } from '../public-api/idempotency.interceptor.js';
import { OtpRequestDto, OtpTokenDto, OtpVerifyDto } from './dto/otp.dto.js';
import { OtpTicketResponse, OtpVerdictResponse } from './dto/otp-request.response.js';
import { OtpService } from './otp.service.js';

/** The public API's OTP: request a code for a phone, resend it, verify what the person typed. */
@ApiTags('public API')
@Controller('api/v1/otp')
@ApiKeyAuth()
export class OtpPublicController {
  constructor(private readonly otp: OtpService) {}

  @Post('request')
  @HttpCode(200)
  @Idempotent()
  @Can('create', 'OtpRequest')
  @ApiOperation({
    summary: 'Send a code to a phone',
    description:
      'Answers a token and the reference code shown beside the code field, never the code. 429 `over_limit_usage` past 5 sends per phone in 10 minutes or the application’s daily caps; 422 `validation_failed` for a number the application does not take.',
  })
  @ApiOkResponse({ type: OtpTicketResponse })
  request(@Ctx() ctx: RequestContext, @Body() dto: OtpRequestDto): Promise<OtpTicketResponse> {
    return this.otp.request(ctx, dto.appId, dto.mobile);
  }

  @Post('resend')
  @HttpCode(200)
  @Idempotent()
  @Can('create', 'OtpRequest')
  @ApiOperation({ summary: 'A new code for a pending request; the previous code stops working and the expiry restarts' })
  @ApiOkResponse({ type: OtpTicketResponse })
  resend(@Ctx() ctx: RequestContext, @Body() dto: OtpTokenDto): Promise<OtpTicketResponse> {
    return this.otp.resend(ctx, dto.token);
  }

  @Post('verify')
  @HttpCode(200)
  @Can('update', 'OtpRequest')
  @ApiOperation({
    summary: 'Check a code',
    description:
      '`result`: `Success!` (once), `Verify Fail` (wrong code, `attemptsLeft` more allowed), `Over Limit Usage` (too many wrong codes), `OTP Code Expired`, `Already Verified`, `Internal Server Error`.',
  })
  @ApiOkResponse({ type: OtpVerdictResponse })
  verify(@Ctx() ctx: RequestContext, @Body() dto: OtpVerifyDto): Promise<OtpVerdictResponse> {
    return this.otp.verify(ctx, dto.token, dto.code);
  }
}
