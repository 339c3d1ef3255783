import { Body, Controller, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { ApiConflict, ErrorResponse } from '../../common/http/error.response.js';
import { IdParam } from '../../common/http/id-param.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { CreateUserDto, UpdateUserDto } from './dto/user.dto.js';
import { UserResponse } from './dto/user.response.js';
import { USER_LIST, UsersService } from './users.service.js';

@ApiTags('users')
@Controller('api/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @Can('read', 'User')
  @ApiList(USER_LIST, UserResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    return sendPage(res, USER_LIST.resource, await this.users.list(ctx, query));
  }

  @Get(':id')
  @Can('read', 'User')
  @ApiOkResponse({ type: UserResponse })
  get(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<UserResponse> {
    return this.users.get(ctx, id);
  }

  @Post()
  @Can('create', 'User')
  @ApiCreatedResponse({ type: UserResponse })
  @ApiConflict()
  create(@Ctx() ctx: RequestContext, @Body() dto: CreateUserDto): Promise<UserResponse> {
    return this.users.create(ctx, dto);
  }

  @Put(':id')
  @Can('update', 'User')
  @ApiOkResponse({ type: UserResponse })
  @ApiConflict()
  update(@Ctx() ctx: RequestContext, @IdParam() id: string, @Body() dto: UpdateUserDto): Promise<UserResponse> {
    return this.users.update(ctx, id, dto);
  }

  @Delete(':id')
  @Can('delete', 'User')
  @ApiOkResponse({ type: UserResponse, description: 'the removed user' })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'you cannot delete yourself' })
  remove(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<UserResponse> {
    return this.users.remove(ctx, id);
  }
}
