import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Ctx } from '../../common/auth/decorators.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { ApiFileDownload } from '../../common/export/api-file-download.decorator.js';
import { ExportQuery } from '../../common/export/export.query.js';
import { streamExport, translateColumns } from '../../common/export/stream-export.js';
import { Messages } from '../../common/i18n/messages.js';
import { Can } from '../abilities.js';
import { GamePlayResponse } from './dto/game-play.response.js';
import { GAME_PLAY_LIST, GamePlaysService } from './game-plays.service.js';

/** The plays of the account's games: a game's report table (`filter={"gameId":…}`). */
@ApiTags('games')
@Controller('api/game-plays')
export class GamePlaysController {
  constructor(
    private readonly plays: GamePlaysService,
    private readonly messages: Messages,
  ) {}

  @Get()
  @Can('read', 'Game')
  @ApiList(GAME_PLAY_LIST, GamePlayResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    return sendPage(res, GAME_PLAY_LIST.resource, await this.plays.list(ctx, query));
  }

  /** The filtered plays as a file: CSV or XLSX, UTF-8 with a BOM, formula-safe, headers and results in the caller's language. */
  @Get('export')
  @Can('read', 'Game')
  @ApiFileDownload({ filter: 'gameId, name, status, play_date_gte, play_date_lte, redeem_date_gte, redeem_date_lte' })
  async export(@Ctx() ctx: RequestContext, @Query() query: ExportQuery, @Res() res: Response): Promise<void> {
    const { columns, rows } = this.plays.export(ctx, { filter: query.filter, sort: query.sort });
    await streamExport(res, {
      format: query.format,
      language: ctx.language,
      filename: 'game-plays',
      columns: translateColumns(columns, this.messages, ctx.language),
      rows,
    });
  }
}
