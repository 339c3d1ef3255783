import { Controller, Delete, Get, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { rm } from 'node:fs/promises';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { IdParam } from '../../common/http/id-param.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { UploadResponse } from './dto/upload.response.js';
import { FileReceiver } from './file-receiver.js';
import { UPLOAD_LIST, UploadsService } from './uploads.service.js';

/** Recipient files for Quick Send (and later imports): CSV or XLSX, one at a time. */
@ApiTags('uploads')
@Controller('api/uploads')
export class UploadsController {
  constructor(
    private readonly uploads: UploadsService,
    private readonly receiver: FileReceiver,
  ) {}

  @Post()
  @Can('create', 'Upload')
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary', description: 'one CSV or XLSX file' } },
    },
  })
  @ApiCreatedResponse({ type: UploadResponse, description: 'the file, its header, first rows and row count' })
  async create(
    @Ctx() ctx: RequestContext,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UploadResponse> {
    const file = await this.receiver.receive(request, response, ctx.accountId).catch(async (error: unknown) => {
      if (request.file?.path) await rm(request.file.path, { force: true });
      throw error;
    });
    return this.uploads.accept(ctx, file);
  }

  @Get()
  @Can('read', 'Upload')
  @ApiList(UPLOAD_LIST, UploadResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    return sendPage(res, UPLOAD_LIST.resource, await this.uploads.list(ctx, query));
  }

  @Get(':id')
  @Can('read', 'Upload')
  @ApiOkResponse({ type: UploadResponse })
  get(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<UploadResponse> {
    return this.uploads.describe(ctx, id);
  }

  @Delete(':id')
  @Can('delete', 'Upload')
  @ApiOkResponse({ type: UploadResponse, description: 'the removed file' })
  remove(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<UploadResponse> {
    return this.uploads.remove(ctx, id);
  }
}
