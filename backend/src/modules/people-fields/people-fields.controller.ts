import { Body, Controller, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { ValidationErrorResponse } from '../../common/http/error.response.js';
import { IdParam } from '../../common/http/id-param.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { CreatePeopleFieldDto, UpdatePeopleFieldDto } from './dto/people-field.dto.js';
import { PeopleFieldResponse } from './dto/people-field.response.js';
import { PEOPLE_FIELD_LIST, PeopleFieldsService } from './people-fields.service.js';

@ApiTags('people-fields')
@Controller('api/people-fields')
export class PeopleFieldsController {
  constructor(private readonly fields: PeopleFieldsService) {}

  @Get()
  @Can('read', 'PeopleField')
  @ApiList(PEOPLE_FIELD_LIST, PeopleFieldResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    return sendPage(res, PEOPLE_FIELD_LIST.resource, await this.fields.list(ctx, query));
  }

  @Get(':id')
  @Can('read', 'PeopleField')
  @ApiOkResponse({ type: PeopleFieldResponse })
  get(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<PeopleFieldResponse> {
    return this.fields.get(ctx, id);
  }

  @Post()
  @Can('create', 'PeopleField')
  @ApiConflictResponse({ type: ValidationErrorResponse, description: 'the account has a field with this key' })
  @ApiCreatedResponse({ type: PeopleFieldResponse })
  create(@Ctx() ctx: RequestContext, @Body() dto: CreatePeopleFieldDto): Promise<PeopleFieldResponse> {
    return this.fields.create(ctx, dto);
  }

  @Put(':id')
  @Can('update', 'PeopleField')
  @ApiOkResponse({ type: PeopleFieldResponse })
  update(@Ctx() ctx: RequestContext, @IdParam() id: string, @Body() dto: UpdatePeopleFieldDto): Promise<PeopleFieldResponse> {
    return this.fields.update(ctx, id, dto);
  }

  @Delete(':id')
  @Can('delete', 'PeopleField')
  @ApiOkResponse({ type: PeopleFieldResponse, description: 'the field, removed with its values' })
  remove(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<PeopleFieldResponse> {
    return this.fields.remove(ctx, id);
  }
}
