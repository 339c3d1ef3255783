import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { ApiKeyAuth } from '../api-keys/api-key-auth.js';
import { ValidationFailedException } from '../../common/http/validation.js';
import { DirectSendsService } from '../broadcasts/direct-sends.service.js';
import { MessagesService } from '../messages/messages.service.js';
import { SendSmsDto } from './dto/send-sms.dto.js';
import { SmsSentResponse } from './dto/sms-sent.response.js';
import { SmsStatusResponse, smsStatusView } from './dto/sms.response.js';
import { Idempotent } from './idempotency.interceptor.js';

/** The console's field names in a send's errors, as this API names them. */
const FIELDS: Record<string, string> = { senderName: 'sender', recipients: 'to' };

/** The public API's SMS: send to up to 1,000 numbers, and the status of each message. */
@ApiTags('public API')
@Controller('api/v1/sms')
@ApiKeyAuth()
export class SmsController {
  constructor(
    private readonly messages: MessagesService,
    private readonly sends: DirectSendsService,
  ) {}

  @Post()
  @HttpCode(202)
  @Idempotent()
  @Can('create', 'Broadcast')
  @ApiOperation({
    summary: 'Send a message to one or more numbers',
    description:
      'Every number is judged as in Quick Send (Thai mobiles, duplicates, the blacklist); those that cannot be sent come back in `rejected` and cost nothing. The messages exist at once: their ids answer GET /api/v1/sms/{id}. A transactional send: no quiet hours.',
  })
  @ApiAcceptedResponse({ type: SmsSentResponse })
  async send(@Ctx() ctx: RequestContext, @Body() dto: SendSmsDto): Promise<SmsSentResponse> {
    try {
      return await this.sends.create(ctx, {
        senderName: dto.sender,
        message: dto.message,
        recipients: dto.to,
        scheduledAt: dto.scheduledAt ?? null,
        kind: 'transactional',
      });
    } catch (error) {
      if (!(error instanceof ValidationFailedException)) throw error;
      const { errors } = error.getResponse() as { errors: Record<string, string> };
      throw new ValidationFailedException(
        Object.fromEntries(Object.entries(errors).map(([field, key]) => [FIELDS[field] ?? field, key])),
      );
    }
  }

  @Get(':id')
  @Can('read', 'Message')
  @ApiOperation({ summary: 'The status of one message sent by this account' })
  @ApiOkResponse({ type: SmsStatusResponse })
  async status(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<SmsStatusResponse> {
    return smsStatusView(await this.messages.get(ctx, id));
  }
}
