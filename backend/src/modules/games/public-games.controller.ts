import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req } from '@nestjs/common';
import { idempotencyKeyOf } from '../../common/http/idempotency-key.js';
import { ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/auth/decorators.js';
import { pickLanguage } from '../../common/i18n/messages.js';
import { PublicThrottle } from '../../common/http/public-throttle.guard.js';
import {
  GameVerifyConfirmDto,
  GameVerifyConfirmResponse,
  GameVerifyDto,
  GameVerifyResponse,
  PlayGameDto,
  PlayGameResponse,
  PublicGameResponse,
} from './dto/public-game.dto.js';
import { PublicGamesService } from './public-games.service.js';

/**
 * A game's player page, signed out. Limited per client address and per phone, never per game
 * alone: a popular game takes thousands of plays a minute.
 */
@ApiTags('games')
@Public()
@Controller('api/public/games/:gameCode')
export class PublicGamesController {
  constructor(private readonly games: PublicGamesService) {}

  @Get()
  @PublicThrottle('')
  @ApiOkResponse({ type: PublicGameResponse })
  @ApiNotFoundResponse({ description: 'no such game, or one not yet published (a draft)' })
  game(@Param('gameCode') gameCode: string): Promise<PublicGameResponse> {
    return this.games.game(gameCode);
  }

  @Post('verify')
  @HttpCode(200)
  @PublicThrottle('body.phone')
  @ApiOkResponse({ type: GameVerifyResponse, description: 'a code sent to the phone (a game whose verifyType is phone)' })
  @ApiNotFoundResponse({ description: 'no such game, a draft, or a game that checks no phone' })
  verify(@Param('gameCode') gameCode: string, @Body() dto: GameVerifyDto): Promise<GameVerifyResponse> {
    return this.games.verify(gameCode, dto);
  }

  @Post('verify/confirm')
  @HttpCode(200)
  @PublicThrottle('body.phone')
  @ApiOkResponse({
    type: GameVerifyConfirmResponse,
    description: 'the check’s result, and a play token once the phone is confirmed',
  })
  @ApiNotFoundResponse({ description: 'no such game, a draft, or a game that checks no phone' })
  confirm(@Param('gameCode') gameCode: string, @Body() dto: GameVerifyConfirmDto): Promise<GameVerifyConfirmResponse> {
    return this.games.confirm(gameCode, dto);
  }

  @Post('play')
  @HttpCode(200)
  @PublicThrottle('body.phone,playToken')
  @ApiOkResponse({ type: PlayGameResponse, description: 'the play decided: won or no_prize, or why it was refused' })
  @ApiNotFoundResponse({ description: 'no such game, or one not yet published (a draft)' })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description:
      'up to 255 printable characters: a repeat by the same phone answers the first play as decided and plays nothing more',
  })
  play(
    @Param('gameCode') gameCode: string,
    @Body() dto: PlayGameDto,
    @Req() request: Request,
    @Headers('idempotency-key') key: unknown,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<PlayGameResponse> {
    return this.games.play(gameCode, dto, request.ip ?? null, pickLanguage(acceptLanguage), idempotencyKeyOf(key));
  }
}
