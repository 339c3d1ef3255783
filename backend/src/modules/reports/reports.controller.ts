import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Body, Controller, Delete, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { setDownloadHeaders } from '../../common/export/stream-export.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { ValidationErrorResponse } from '../../common/http/error.response.js';
import { IdParam } from '../../common/http/id-param.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import { Messages } from '../../common/i18n/messages.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { CreateReportDto } from './dto/report.dto.js';
import { ReportResponse, reportView } from './dto/report.response.js';
import type { Report } from './report.entity.js';
import { REPORT_LIST, ReportsService } from './reports.service.js';
import { ApiFileDownload } from '../../common/export/api-file-download.decorator.js';

/** Reports: made, listed, run now, downloaded, removed. The runs are the worker's. */
@ApiTags('reports')
@Controller('api/reports')
export class ReportsController {
  constructor(
    private readonly reports: ReportsService,
    private readonly messages: Messages,
  ) {}

  @Get()
  @Can('read', 'Report')
  @ApiList(REPORT_LIST, ReportResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    const page = await this.reports.list(ctx, query);
    return sendPage(res, REPORT_LIST.resource, { ...page, rows: page.rows.map((row) => this.view(ctx, row)) });
  }

  @Get(':id')
  @Can('read', 'Report')
  @ApiOkResponse({ type: ReportResponse })
  async get(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<ReportResponse> {
    return this.view(ctx, await this.reports.get(ctx, id));
  }

  /** The report, its column headers in the caller's language, and its first run queued. */
  @Post()
  @Can('create', 'Report')
  @ApiCreatedResponse({ type: ReportResponse })
  async create(@Ctx() ctx: RequestContext, @Body() dto: CreateReportDto): Promise<ReportResponse> {
    return this.view(ctx, await this.reports.create(ctx, dto, this.messages));
  }

  @Post(':id/run')
  @HttpCode(200)
  @Can('update', 'Report')
  @ApiOkResponse({ type: ReportResponse, description: 'the report, queued (or already queued or running)' })
  async run(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<ReportResponse> {
    return this.view(ctx, await this.reports.run(ctx, id));
  }

  @Get(':id/file')
  @Can('read', 'Report')
  @ApiFileDownload({ description: 'the latest file' })
  @ApiConflictResponse({ type: ValidationErrorResponse, description: 'no file is ready' })
  async file(@Ctx() ctx: RequestContext, @IdParam() id: string, @Res() res: Response): Promise<void> {
    const { report, path } = await this.reports.file(ctx, id);
    const stream = createReadStream(path);
    // Opened before the headers go, so a missing file is still an error answer.
    await new Promise<void>((resolve, reject) => stream.once('open', () => resolve()).once('error', reject));
    setDownloadHeaders(res, report.name, report.format);
    if (report.size !== null) res.setHeader('Content-Length', String(report.size));
    await pipeline(stream, res);
  }

  @Delete(':id')
  @Can('delete', 'Report')
  @ApiOkResponse({ type: ReportResponse, description: 'the removed report' })
  async remove(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<ReportResponse> {
    return this.view(ctx, await this.reports.remove(ctx, id));
  }

  /** The failure reason in the caller's language. */
  private view(ctx: RequestContext, report: Report): ReportResponse {
    const view = reportView(report);
    return { ...view, error: view.error ? this.messages.t(view.error, ctx.language) : null };
  }
}
