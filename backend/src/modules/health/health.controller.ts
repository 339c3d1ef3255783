import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bull';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Queue } from 'bull';
import { Public } from '../../common/auth/decorators.js';
import { DatabaseProbe } from '../../database/database-probe.js';
import { QUEUES } from '../../queue/queues.js';
import { HealthResponse } from './dto/health.response.js';

@ApiTags('health')
@Public()
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly database: DatabaseProbe,
    @InjectQueue(QUEUES.maintenance) private readonly queue: Queue,
  ) {}

  /** Up when both PostgreSQL and Redis answer; 503 names the one that does not. */
  @Get()
  @ApiOkResponse({ type: HealthResponse })
  @ApiServiceUnavailableResponse({ type: HealthResponse, description: 'PostgreSQL or Redis does not answer' })
  async check(): Promise<HealthResponse> {
    const probe = async (fn: () => Promise<unknown>) =>
      Promise.race([fn().then(() => 'up'), new Promise<string>((resolve) => setTimeout(() => resolve('down'), 2000))]).catch(
        () => 'down',
      );
    const [database, redis] = await Promise.all([
      probe(() => this.database.ping()),
      probe(async () => (await this.queue.client.ping()) === 'PONG' || Promise.reject(new Error('no PONG'))),
    ]);
    const body = { status: database === 'up' && redis === 'up' ? 'ok' : 'error', database, redis };
    if (body.status !== 'ok') throw new ServiceUnavailableException(body);
    return body;
  }
}
