import { Process, Processor } from '@nestjs/bull';
import type { Job } from 'bull';
import { JOBS, QUEUES, type ChunkJob } from '../../../backend/src/queue/queues.js';
import { ChunkSender } from './chunk-sender.js';

/** Chunk jobs one worker runs at once per queue: enough to keep a gateway's window full while results are written. */
const CONCURRENCY = 4;

@Processor(QUEUES.sms)
export class SmsProcessor {
  constructor(private readonly sender: ChunkSender) {}

  @Process({ name: JOBS.chunk, concurrency: CONCURRENCY })
  chunk(job: Job<ChunkJob>) {
    return this.sender.send(job.data);
  }
}

/** Small sends: their own queue, so they never wait behind the chunks of a big one. */
@Processor(QUEUES.smsPriority)
export class SmsPriorityProcessor {
  constructor(private readonly sender: ChunkSender) {}

  @Process({ name: JOBS.chunk, concurrency: CONCURRENCY })
  chunk(job: Job<ChunkJob>) {
    return this.sender.send(job.data);
  }
}
