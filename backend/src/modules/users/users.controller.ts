import { Body, Controller, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Can, Ctx } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { CreateUserDto, UpdateUserDto } from './dto/user.dto.js';
import { USER_LIST, UsersService } from './users.service.js';

@ApiTags('users')
@ApiBearerAuth()
@Controller('api/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @Can('read', 'User')
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    return sendPage(res, USER_LIST.resource, await this.users.list(ctx, query));
  }

  @Get(':id')
  @Can('read', 'User')
  get(@Ctx() ctx: RequestContext, @IdParam() id: string) {
    return this.users.get(ctx, id);
  }

  @Post()
  @Can('create', 'User')
  create(@Ctx() ctx: RequestContext, @Body() dto: CreateUserDto) {
    return this.users.create(ctx, dto);
  }

  @Put(':id')
  @Can('update', 'User')
  update(@Ctx() ctx: RequestContext, @IdParam() id: string, @Body() dto: UpdateUserDto) {
    return this.users.update(ctx, id, dto);
  }

  @Delete(':id')
  @Can('delete', 'User')
  remove(@Ctx() ctx: RequestContext, @IdParam() id: string) {
    return this.users.remove(ctx, id);
  }
}
