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
import type { ConsentDecision } from './consent.entity.js';
import { consentPage } from './consent-page.js';
import { ConsentsService, type ConsentView } from './consents.service.js';

/** A page for a person, not a program: HTML. */
const HTML = { 'text/html': { schema: { type: 'string' } } };

/**
 * The page an SMS's e-Consent link opens (`/e/<code>`): the reader accepts or declines marketing
 * messages from the sending account. No sign-in; Thai unless the browser or `?lang=en` asks for
 * English. Throttled per client address and per code.
 */
@ApiTags('consent')
@Controller('e')
@Public()
@PublicThrottle('code')
@ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'too many calls from this client or for this code' })
export class ConsentPageController {
  constructor(
    private readonly consents: ConsentsService,
    private readonly messages: Messages,
  ) {}

  @Get(':code')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The consent page of an e-Consent link', description: 'HTML: the wording, and accept or decline.' })
  @ApiParam({ name: 'code', example: 'Xb3kP9qT_a7Lm2Qw' })
  @ApiQuery({ name: 'lang', required: false, enum: ['th', 'en'] })
  @ApiOkResponse({ description: 'The page, in Thai or English', content: HTML })
  @ApiNotFoundResponse({ description: 'No message carried this link', content: HTML })
  async ask(@Param('code') code: string, @Query('lang') lang: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    this.render(res, await this.consents.find(code), code, readerLanguage(lang, req));
  }

  @Post(':code/accept')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Accept marketing messages', description: 'HTML form post: adds "accepted" to the account’s consent ledger.' })
  @ApiParam({ name: 'code', example: 'Xb3kP9qT_a7Lm2Qw' })
  @ApiQuery({ name: 'lang', required: false, enum: ['th', 'en'] })
  @ApiOkResponse({ description: 'The page after the answer', content: HTML })
  @ApiNotFoundResponse({ description: 'No message carried this link', content: HTML })
  accept(@Param('code') code: string, @Query('lang') lang: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.decide(code, 'accepted', lang, req, res);
  }

  @Post(':code/decline')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Decline marketing messages', description: 'HTML form post: adds "declined" to the account’s consent ledger.' })
  @ApiParam({ name: 'code', example: 'Xb3kP9qT_a7Lm2Qw' })
  @ApiQuery({ name: 'lang', required: false, enum: ['th', 'en'] })
  @ApiOkResponse({ description: 'The page after the answer', content: HTML })
  @ApiNotFoundResponse({ description: 'No message carried this link', content: HTML })
  decline(@Param('code') code: string, @Query('lang') lang: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.decide(code, 'declined', lang, req, res);
  }

  private async decide(code: string, decision: ConsentDecision, lang: unknown, req: Request, res: Response): Promise<void> {
    const language = readerLanguage(lang, req);
    // The language is part of what the person was shown: the ledger keeps it with the channel.
    this.render(res, await this.consents.decide(code, decision, `sms-link ${language}`), code, language);
  }

  private render(res: Response, view: ConsentView | null, code: string, language: Language): void {
    res
      .status(view ? 200 : 404)
      .type('html')
      .send(consentPage(view, code, language, (key) => this.messages.t(key, language)));
  }
}
