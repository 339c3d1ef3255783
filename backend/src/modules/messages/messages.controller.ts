import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { IdParam } from '../../common/http/id-param.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import { streamExport, translateColumns, type ExportColumnSpec } from '../../common/export/stream-export.js';
import { Messages } from '../../common/i18n/messages.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { ExportQuery } from '../../common/export/export.query.js';
import { SentMessageResponse } from './dto/message.response.js';
import { MESSAGE_LIST, MessagesService } from './messages.service.js';
import { ApiFileDownload } from '../../common/export/api-file-download.decorator.js';

/** The log's file: its headers the list's own labels, its status as the list shows it. */
const EXPORT_COLUMNS: ExportColumnSpec[] = [
  'createdAt',
  'mobile',
  'senderName',
  'status',
  'parts',
  'credits',
  'text',
  'providerMessageId',
  'receiptStat',
  'errorCode',
  'submittedAt',
  'doneAt',
  'broadcastId',
].map((key) => ({
  key,
  header: `resources.messages.fields.${key}`,
  ...(key === 'status' ? { values: 'resources.messages.statuses' } : {}),
}));

/** The logs: every message of the account, and a send's messages on its detail page. */
@ApiTags('messages')
@Controller('api/messages')
export class MessagesController {
  constructor(
    private readonly messages: MessagesService,
    private readonly i18n: Messages,
  ) {}

  @Get()
  @Can('read', 'Message')
  @ApiList(MESSAGE_LIST, SentMessageResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    return sendPage(res, MESSAGE_LIST.resource, await this.messages.list(ctx, query));
  }

  /** The filtered messages as a file: CSV or XLSX, UTF-8 with a BOM, formula-safe. */
  @Get('export')
  @Can('read', 'Message')
  @ApiFileDownload({ filter: '' })
  async export(@Ctx() ctx: RequestContext, @Query() query: ExportQuery, @Res() res: Response): Promise<void> {
    const rows = this.messages.stream(ctx, { filter: query.filter, sort: query.sort });
    await streamExport(res, {
      format: query.format,
      language: ctx.language,
      filename: 'messages',
      columns: translateColumns(EXPORT_COLUMNS, this.i18n, ctx.language),
      rows: rows as AsyncIterable<Record<string, unknown>>,
    });
  }

  @Get(':id')
  @Can('read', 'Message')
  @ApiOkResponse({ type: SentMessageResponse })
  get(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<SentMessageResponse> {
    return this.messages.get(ctx, id);
  }
}
