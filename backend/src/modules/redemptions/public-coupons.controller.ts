import { Body, Controller, Get, Header, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import { ErrorResponse } from '../../common/http/error.response.js';
import { PublicThrottle } from '../../common/http/public-throttle.guard.js';
import { pickLanguage } from '../../common/i18n/messages.js';
import { OtpTicketResponse, OtpVerdictResponse } from '../otp/dto/otp-request.response.js';
import { CouponOtpDto, CouponOtpVerifyDto, SelfRedeemDto } from './dto/redemption.dto.js';
import { PublicCouponResponse, RedeemResponse } from './dto/redemption.response.js';
import { idempotencyKeyOf } from '../../common/http/idempotency-key.js';
import { PublicCouponsService, unknownCoupon, COUPON_TOKEN } from './public-coupons.service.js';
import { IDEMPOTENCY_HEADER } from './redemptions.controller.js';
import { RedemptionsService } from './redemptions.service.js';

const TOKEN = { name: 'token', example: 'aB3dE5fG7hJ9', description: 'the code’s page token (`/c/<token>`)' };

/** The customer's coupon page (`/c/<token>`): no sign-in, the token is the key; throttled. */
@ApiTags('coupon page')
@Public()
@PublicThrottle('token')
@ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'too many calls from this client or for this coupon' })
@ApiNotFoundResponse({ type: ErrorResponse, description: 'no code has this token' })
@Controller('api/public/coupons')
export class PublicCouponsController {
  constructor(
    private readonly coupons: PublicCouponsService,
    private readonly redemptions: RedemptionsService,
  ) {}

  @Get(':token')
  @Header('Cache-Control', 'no-store')
  @ApiParam(TOKEN)
  @ApiOkResponse({ type: PublicCouponResponse, description: 'the first call counts the page as opened' })
  open(@Param('token') token: string): Promise<PublicCouponResponse> {
    return this.coupons.open(token);
  }

  @Post(':token/otp')
  @HttpCode(200)
  @ApiParam(TOKEN)
  @ApiOkResponse({ type: OtpTicketResponse, description: 'a code sent to the coupon’s phone; 422 on `mobile` for another number' })
  otp(@Param('token') token: string, @Body() dto: CouponOtpDto): Promise<OtpTicketResponse> {
    return this.coupons.startPhoneCheck(token, dto.mobile);
  }

  @Post(':token/otp/verify')
  @HttpCode(200)
  @ApiParam(TOKEN)
  @ApiOkResponse({ type: OtpVerdictResponse })
  verify(@Param('token') token: string, @Body() dto: CouponOtpVerifyDto): Promise<OtpVerdictResponse> {
    return this.coupons.verifyPhoneCheck(token, dto.otpToken, dto.code);
  }

  @Post(':token/redeem')
  @HttpCode(200)
  @ApiParam(TOKEN)
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiOkResponse({ type: RedeemResponse, description: 'the result from the catalogue; 422 on `otpToken` when the campaign checks the phone' })
  redeem(
    @Param('token') token: string,
    @Body() dto: SelfRedeemDto,
    @Headers('idempotency-key') key: unknown,
    @Headers('accept-language') language?: string,
  ): Promise<RedeemResponse> {
    if (!COUPON_TOKEN.test(token)) unknownCoupon();
    return this.redemptions.redeemByToken(token, dto.otpToken ?? null, idempotencyKeyOf(key), pickLanguage(language));
  }
}
