import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Can, Ctx } from '../../common/auth/decorators.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { IdParam } from '../../common/http/id-param.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import { streamExport } from '../../common/export/stream-export.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { ExportQuery } from '../../common/export/export.query.js';
import { SentMessageResponse } from './dto/message.response.js';
import { MESSAGE_LIST, MessagesService } from './messages.service.js';
import { ApiFileDownload } from '../../common/export/api-file-download.decorator.js';

const EXPORT_COLUMNS = [
  { key: 'createdAt', header: 'createdAt' },
  { key: 'mobile', header: 'mobile' },
  { key: 'senderName', header: 'senderName' },
  { key: 'status', header: 'status' },
  { key: 'parts', header: 'parts' },
  { key: 'credits', header: 'credits' },
  { key: 'text', header: 'text' },
  { key: 'providerMessageId', header: 'providerMessageId' },
  { key: 'receiptStat', header: 'receiptStat' },
  { key: 'errorCode', header: 'errorCode' },
  { key: 'submittedAt', header: 'submittedAt' },
  { key: 'doneAt', header: 'doneAt' },
  { key: 'broadcastId', header: 'broadcastId' },
];

/** The logs: every message of the account, and a send's messages on its detail page. */
@ApiTags('messages')
@Controller('api/messages')
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

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
      columns: EXPORT_COLUMNS,
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
