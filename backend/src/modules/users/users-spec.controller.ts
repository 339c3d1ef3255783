import { Controller, Delete, Get, HttpCode, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { ErrorResponse } from '../../common/http/error.response.js';
import { IdQuery } from '../../common/http/id-param.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { SpecUserListQuery } from './dto/spec-user-list.dto.js';
import { DeletedIdResponse, SpecUserListResponse, SpecUserResponse } from './dto/user.response.js';
import { UsersService } from './users.service.js';

/** The specification's own user calls, as thin adapters over the same service. */
@ApiTags('users (specification calls)')
@Controller()
export class UsersSpecController {
  constructor(private readonly users: UsersService) {}

  @Get('api/users/list/data')
  @Can('read', 'User')
  @ApiOkResponse({ type: SpecUserListResponse })
  async list(@Ctx() ctx: RequestContext, @Query() query: SpecUserListQuery): Promise<SpecUserListResponse> {
    const perPage = query.perPage ?? 10;
    const page = query.page ?? 1;
    const filter = { q: query.q, role: query.role, plan: query.currentPlan, status: query.status };
    const result = await this.users.list(ctx, {
      range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
      filter: JSON.stringify(Object.fromEntries(Object.entries(filter).filter(([, value]) => value))),
    });
    return { users: result.rows, total: result.total };
  }

  @Get('api/users/user')
  @Can('read', 'User')
  @ApiOkResponse({ type: SpecUserResponse })
  async get(@Ctx() ctx: RequestContext, @IdQuery() id: string): Promise<SpecUserResponse> {
    return { user: await this.users.get(ctx, id) };
  }

  @Delete('apps/users/delete')
  @HttpCode(200)
  @Can('delete', 'User')
  @ApiOkResponse({ type: DeletedIdResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'you cannot delete yourself' })
  async remove(@Ctx() ctx: RequestContext, @IdQuery() id: string): Promise<DeletedIdResponse> {
    await this.users.remove(ctx, id);
    return { id };
  }
}
