import { Controller, Get, Header, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/auth/decorators.js';
import { ErrorResponse } from '../../common/http/error.response.js';
import { PublicThrottle } from '../../common/http/public-throttle.guard.js';
import { readerLanguage } from '../../common/http/person-page.js';
import { Messages, type Language } from '../../common/i18n/messages.js';
import { unsubscribePage, type UnsubscribePageState } from './unsubscribe-page.js';
import { UnsubscribeService, type UnsubscribeView } from './unsubscribe.service.js';

/** A page for a person, not a program: HTML. */
const HTML = { 'text/html': { schema: { type: 'string' } } };

/**
 * The page an SMS's unsubscribe link opens (`/u/<code>`), for the person who received it: no
 * sign-in, Thai unless the browser or `?lang=en` asks for English. Throttled per client address
 * and per code, so a script cannot try codes by the million.
 */
@ApiTags('unsubscribe')
@Controller('u')
@Public()
@PublicThrottle('code')
@ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'too many calls from this client or for this code' })
export class UnsubscribeController {
  constructor(
    private readonly unsubscribe: UnsubscribeService,
    private readonly messages: Messages,
  ) {}

  @Get(':code')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The opt-out page of an unsubscribe link', description: 'HTML: asks the reader to confirm.' })
  @ApiParam({ name: 'code', example: 'Xb3kP9qT_a7Lm2Qw' })
  @ApiQuery({ name: 'lang', required: false, enum: ['th', 'en'] })
  @ApiOkResponse({ description: 'The page, in Thai or English', content: HTML })
  @ApiNotFoundResponse({ description: 'No message carried this link', content: HTML })
  async ask(@Param('code') code: string, @Query('lang') lang: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    this.render(res, 'ask', await this.unsubscribe.find(code), code, readerLanguage(lang, req));
  }

  @Post(':code')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Unsubscribe the link’s number',
    description:
      'HTML form post: adds the number to the sending account’s blacklist with reason "unsubscribe". Posting again changes nothing.',
  })
  @ApiParam({ name: 'code', example: 'Xb3kP9qT_a7Lm2Qw' })
  @ApiQuery({ name: 'lang', required: false, enum: ['th', 'en'] })
  @ApiOkResponse({ description: 'The confirmation page', content: HTML })
  @ApiNotFoundResponse({ description: 'No message carried this link', content: HTML })
  async confirm(
    @Param('code') code: string,
    @Query('lang') lang: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    this.render(res, 'done', await this.unsubscribe.confirm(code), code, readerLanguage(lang, req));
  }

  private render(
    res: Response,
    state: UnsubscribePageState,
    view: UnsubscribeView | null,
    code: string,
    language: Language,
  ): void {
    const page = unsubscribePage(view ? state : 'unknown', view, code, language, (key) => this.messages.t(key, language));
    res
      .status(view ? 200 : 404)
      .type('html')
      .send(page);
  }
}
