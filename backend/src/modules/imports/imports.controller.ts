import { rm } from 'node:fs/promises';
import { Body, Controller, Get, HttpCode, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConflictResponse, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { streamExport } from '../../common/export/stream-export.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { ValidationErrorResponse } from '../../common/http/error.response.js';
import { IdParam } from '../../common/http/id-param.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import { ValidationFailedException } from '../../common/http/validation.js';
import { Messages } from '../../common/i18n/messages.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { FileReceiver } from '../uploads/file-receiver.js';
import { ImportFieldsQuery, ImportMappingDto, InvalidRowsQuery } from './dto/import.dto.js';
import { ImportFieldsResponse, ImportPreviewResponse, ImportResponse, importView } from './dto/import.response.js';
import { IMPORT_TARGETS, type Import, type ImportTarget } from './import.entity.js';
import { IMPORT_LIST, ImportsService } from './imports.service.js';
import { ApiFileDownload } from '../../common/export/api-file-download.decorator.js';

/** People and blacklist imports: upload, map, preview, start, follow, and the invalid rows. */
@ApiTags('imports')
@Controller('api/imports')
export class ImportsController {
  constructor(
    private readonly imports: ImportsService,
    private readonly receiver: FileReceiver,
    private readonly messages: Messages,
  ) {}

  @Post()
  @Can('create', 'Import')
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file', 'target'],
      properties: {
        file: { type: 'string', format: 'binary', description: 'one CSV (UTF-8 or Windows-874) or XLSX file' },
        target: { type: 'string', enum: [...IMPORT_TARGETS] },
      },
    },
  })
  @ApiCreatedResponse({ type: ImportResponse, description: 'the import, its file described: header, first rows, row count' })
  async create(
    @Ctx() ctx: RequestContext,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ImportResponse> {
    const file = await this.receiver.receive(request, response, ctx.accountId).catch(async (error: unknown) => {
      if (request.file?.path) await rm(request.file.path, { force: true });
      throw error;
    });
    const target = (request.body as Record<string, unknown> | undefined)?.target;
    if (typeof target !== 'string' || !(IMPORT_TARGETS as readonly string[]).includes(target)) {
      await rm(file.path, { force: true });
      throw new ValidationFailedException({ target: 'validation.oneOf' });
    }
    return this.view(ctx, await this.imports.create(ctx, file, target as ImportTarget));
  }

  @Get()
  @Can('read', 'Import')
  @ApiList(IMPORT_LIST, ImportResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    const page = await this.imports.list(ctx, query);
    return sendPage(res, IMPORT_LIST.resource, { ...page, rows: page.rows.map((row) => this.view(ctx, row)) });
  }

  // Before `:id`, which would take "fields" for an id.
  @Get('fields')
  @Can('read', 'Import')
  @ApiOkResponse({ type: ImportFieldsResponse, description: 'the fields a file column may fill, for a target' })
  async fields(@Ctx() ctx: RequestContext, @Query() query: ImportFieldsQuery): Promise<ImportFieldsResponse> {
    return { fields: await this.imports.fieldsFor(ctx, query.target) };
  }

  @Get(':id')
  @Can('read', 'Import')
  @ApiOkResponse({ type: ImportResponse })
  async get(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<ImportResponse> {
    return this.view(ctx, await this.imports.get(ctx, id));
  }

  @Put(':id')
  @Can('update', 'Import')
  @ApiOkResponse({
    type: ImportPreviewResponse,
    description: 'the import with its mapping, and its first rows as the run will read them',
  })
  @ApiConflictResponse({ type: ValidationErrorResponse, description: 'the import has started already' })
  async map(@Ctx() ctx: RequestContext, @IdParam() id: string, @Body() dto: ImportMappingDto): Promise<ImportPreviewResponse> {
    const { import: job, preview } = await this.imports.map(ctx, id, dto);
    const translate = (errors: Record<string, string>) =>
      Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, this.messages.t(key, ctx.language)]));
    return { ...this.view(ctx, job), preview: preview.map((row) => ({ ...row, errors: translate(row.errors) })) };
  }

  @Post(':id/start')
  @HttpCode(200)
  @Can('update', 'Import')
  @ApiOkResponse({ type: ImportResponse, description: 'the import, queued (or already running)' })
  @ApiConflictResponse({ type: ValidationErrorResponse, description: 'the import is not mapped yet, or is over' })
  async start(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<ImportResponse> {
    return this.view(ctx, await this.imports.start(ctx, id));
  }

  /** The rows the import could not take: line, reason, and the row as it was. */
  @Get(':id/invalid')
  @Can('read', 'Import')
  @ApiQuery({ name: 'format', enum: ['csv', 'xlsx'] })
  @ApiFileDownload()
  async invalid(
    @Ctx() ctx: RequestContext,
    @IdParam() id: string,
    @Query() query: InvalidRowsQuery,
    @Res() res: Response,
  ): Promise<void> {
    const job = await this.imports.get(ctx, id);
    const t = (key: string) => this.messages.t(key, ctx.language);
    const rows = this.imports.invalid(ctx, id);
    const messages = this.messages;
    async function* lines() {
      for await (const row of rows) {
        const reason = Object.entries(row.errors)
          .map(([field, key]) => `${field}: ${messages.t(key, ctx.language)}`)
          .join('; ');
        yield { row: row.row, reason, ...Object.fromEntries(job.header.map((_, at) => [`c${at}`, row.cells[at] ?? ''])) };
      }
    }
    await streamExport(res, {
      format: query.format,
      language: ctx.language,
      filename: `${job.name.replace(/\.[^.]+$/, '')}-invalid`,
      columns: [
        { key: 'row', header: t('app.imports.invalidRow') },
        { key: 'reason', header: t('app.imports.invalidReason') },
        ...job.header.map((name, at) => ({ key: `c${at}`, header: name })),
      ],
      rows: lines(),
    });
  }

  /** The failure reason in the caller's language. */
  private view(ctx: RequestContext, job: Import): ImportResponse {
    const view = importView(job);
    return { ...view, error: view.error ? this.messages.t(view.error, ctx.language) : null };
  }
}
