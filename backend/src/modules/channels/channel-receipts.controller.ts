import { Body, Controller, HttpCode, Post, Req, UnauthorizedException } from '@nestjs/common';
import { ApiAcceptedResponse, ApiHeader, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { RawBodyRequest } from '@nestjs/common';
import type { Request } from 'express';
import { Public } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { SIGNATURE_HEADER } from '../../common/http/signature.js';
import { ChannelReceiptsService } from './channel-receipts.service.js';
import { ReceiptsAcceptedResponse, ReceiptsWebhookDto } from './dto/receipts.dto.js';

/**
 * The receipt webhook of HTTP channels: the provider posts receipts here, signed with the
 * channel's password. Public to sign-in, closed to anyone without that password.
 */
@ApiTags('channels')
@Controller('api/channels')
export class ChannelReceiptsController {
  constructor(private readonly receipts: ChannelReceiptsService) {}

  @Post(':id/receipts')
  @Public()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Delivery receipts from an HTTP provider',
    description:
      'Signed: header `X-Engage-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the channel password>`, at most 5 minutes old. Receipts are queued and applied by the worker; posting the same call again changes nothing.',
  })
  @ApiHeader({ name: SIGNATURE_HEADER, required: true, example: 't=1795000000,v1=5d41402abc4b2a76b9719d911017c592…' })
  @ApiAcceptedResponse({ type: ReceiptsAcceptedResponse })
  @ApiUnauthorizedResponse({ description: 'No such HTTP channel, or the signature does not match' })
  async receive(
    @IdParam() id: string,
    @Req() req: RawBodyRequest<Request>,
    @Body() dto: ReceiptsWebhookDto,
  ): Promise<ReceiptsAcceptedResponse> {
    const accepted = await this.receipts.accept(id, req.headers[SIGNATURE_HEADER], req.rawBody, dto);
    if (accepted === null) throw new UnauthorizedException('errors.unauthorized');
    return { accepted };
  }
}
