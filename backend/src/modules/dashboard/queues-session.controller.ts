import { Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { QueuesBoardAccess } from './queues-board.js';

/** Back office → Open queue board: the session that lets a staff member's browser into Bull Board (/queues). */
@ApiTags('dashboard')
@Controller('api/dashboard')
export class QueuesSessionController {
  constructor(private readonly board: QueuesBoardAccess) {}

  @Post('queues-session')
  @HttpCode(204)
  @Can('read', 'Platform')
  @ApiNoContentResponse({
    description:
      'sets an HttpOnly, SameSite=Strict cookie for Path=/queues that opens the queue board for 30 minutes; staff only',
  })
  async open(@Ctx() ctx: RequestContext, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.board.open(ctx, res);
  }
}
