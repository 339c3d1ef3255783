import { Process, Processor } from '@nestjs/bull';
import type { Job } from 'bull';
import { GamePrizes } from '../../../backend/src/modules/games/index.js';
import { JOBS, QUEUES, type GamePrizeJob } from '../../../backend/src/queue/queues.js';

/**
 * A play's coupon prize SMS, queued by the play once it has committed. Sending it twice sends
 * it once (the send's transaction marks the play's prize sent); a job given up is left to the
 * minute sweep. A few at a time: each takes the account's credit lock in its send.
 */
@Processor(QUEUES.gamePrize)
export class GamePrizeProcessor {
  constructor(private readonly prizes: GamePrizes) {}

  @Process({ name: JOBS.gamePrize, concurrency: 2 })
  async send(job: Job<GamePrizeJob>) {
    return { state: await this.prizes.send(job.data.playId) };
  }
}
