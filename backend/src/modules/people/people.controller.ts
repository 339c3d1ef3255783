import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { ExportQuery } from '../../common/export/export.query.js';
import { streamExport, translateColumns } from '../../common/export/stream-export.js';
import { Messages } from '../../common/i18n/messages.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { ValidationErrorResponse } from '../../common/http/error.response.js';
import { IdParam } from '../../common/http/id-param.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { BulkPeopleDto, CreatePersonDto, UpdatePersonDto } from './dto/person.dto.js';
import { BulkPeopleResponse, PersonResponse } from './dto/person.response.js';
import { PEOPLE_LIST } from './people-list.js';
import { PeopleService } from './people.service.js';
import { ApiFileDownload } from '../../common/export/api-file-download.decorator.js';

@ApiTags('people')
@Controller('api/people')
export class PeopleController {
  constructor(
    private readonly people: PeopleService,
    private readonly messages: Messages,
  ) {}

  @Get()
  @Can('read', 'Person')
  @ApiList(PEOPLE_LIST, PersonResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    return sendPage(res, PEOPLE_LIST.resource, await this.people.list(ctx, query));
  }

  /** The filtered list as a file: CSV or XLSX, UTF-8 with a BOM, formula-safe, headers in the caller's language. */
  @Get('export')
  @Can('read', 'Person')
  @ApiFileDownload({ filter: '' })
  async export(@Ctx() ctx: RequestContext, @Query() query: ExportQuery, @Res() res: Response): Promise<void> {
    const { columns, rows } = await this.people.export(ctx, { filter: query.filter, sort: query.sort });
    await streamExport(res, {
      format: query.format,
      language: ctx.language,
      filename: 'people',
      columns: translateColumns(columns, this.messages, ctx.language),
      rows,
    });
  }

  @Get(':id')
  @Can('read', 'Person')
  @ApiOkResponse({ type: PersonResponse })
  get(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<PersonResponse> {
    return this.people.get(ctx, id);
  }

  @Post()
  @Can('create', 'Person')
  @ApiConflictResponse({ type: ValidationErrorResponse, description: 'the account has a person with this mobile' })
  @ApiCreatedResponse({ type: PersonResponse })
  create(@Ctx() ctx: RequestContext, @Body() dto: CreatePersonDto): Promise<PersonResponse> {
    return this.people.create(ctx, dto);
  }

  /** Tag, untag, add to or remove from a group, blacklist or delete the selected people. */
  @Post('bulk')
  @HttpCode(200)
  @Can('update', 'Person')
  @ApiOkResponse({ type: BulkPeopleResponse })
  async bulk(@Ctx() ctx: RequestContext, @Body() dto: BulkPeopleDto): Promise<BulkPeopleResponse> {
    return { affected: await this.people.bulk(ctx, dto) };
  }

  @Put(':id')
  @Can('update', 'Person')
  @ApiConflictResponse({ type: ValidationErrorResponse, description: 'the account has a person with this mobile' })
  @ApiOkResponse({ type: PersonResponse })
  update(@Ctx() ctx: RequestContext, @IdParam() id: string, @Body() dto: UpdatePersonDto): Promise<PersonResponse> {
    return this.people.update(ctx, id, dto);
  }

  @Delete(':id')
  @Can('delete', 'Person')
  @ApiOkResponse({ type: PersonResponse })
  remove(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<PersonResponse> {
    return this.people.remove(ctx, id);
  }
}
