import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { ValidationFailedException } from '../../common/http/validation.js';
import { InjectTenantRepository, type TenantRepository } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Transactions } from '../../database/transactions.js';
import { Jobs } from '../../queue/jobs.js';
import { CreditsService } from '../credits/credits.service.js';
import { DeliveryService, type NewMessage } from '../messages/delivery.service.js';
import { MessagePartitions } from '../messages/message-partitions.js';
import { Broadcast } from './broadcast.entity.js';
import { BroadcastsRepository } from './broadcasts.repository.js';
import type { BroadcastInputDto } from './dto/broadcast.dto.js';
import { planColumns } from './plan-columns.js';
import { SendPlanner } from './send-planner.js';
import { chunkJobFor } from './sending-rules.js';

/**
 * Why a number gets no message; `notConsented` only when the send is limited to people who
 * consented, `leftOut` only when it leaves out recipients without a variable's value.
 */
export type RejectionReason = 'invalid' | 'duplicate' | 'blacklisted' | 'notConsented' | 'leftOut';

/** Typed numbers a direct send takes: its messages are written while the caller waits. */
export const DIRECT_SEND_MAX = 1_000;

export interface DirectSend {
  broadcastId: string;
  credits: number;
  messages: { id: string; to: string; parts: number; credits: number }[];
  rejected: { to: string; reason: RejectionReason }[];
}

/**
 * A send whose messages exist as soon as it is confirmed (the public API answers their ids):
 * typed numbers only, judged and priced like any send, the credits, the send and its messages
 * written in one transaction, the chunk jobs queued at once (or when a scheduled send starts).
 */
@Injectable()
export class DirectSendsService {
  private readonly logger = new Logger('DirectSendsService');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: Transactions,
    private readonly repository: BroadcastsRepository,
    @InjectTenantRepository(Broadcast) private readonly broadcasts: TenantRepository<Broadcast>,
    private readonly jobs: Jobs,
    private readonly planner: SendPlanner,
    private readonly credits: CreditsService,
    private readonly delivery: DeliveryService,
    private readonly partitions: MessagePartitions,
  ) {}

  /**
   * `within` runs in the send's transaction once its rows are written: what the caller records
   * of the send commits with it, and a throw there writes no send at all.
   */
  async create(
    ctx: RequestContext,
    dto: BroadcastInputDto,
    within?: (manager: EntityManager, broadcastId: string) => Promise<void>,
  ): Promise<DirectSend> {
    const plan = await this.planner.plan(ctx, dto);
    const valid: NewMessage[] = [];
    const rejected: DirectSend['rejected'] = [];
    for await (const verdicts of this.planner.verdicts(ctx, plan)) {
      for (const verdict of verdicts) {
        if (verdict.kind === 'valid') {
          const { mobile, text, encoding, parts, credits } = verdict.recipient;
          valid.push({ seq: valid.length, mobile, text, encoding, parts, credits });
        } else if (verdict.kind === 'invalid') rejected.push({ to: verdict.value, reason: 'invalid' });
        else rejected.push({ to: verdict.mobile, reason: verdict.kind });
      }
    }
    if (!valid.length) throw new ValidationFailedException({ to: 'validation.noValidRecipients' });
    const credits = valid.reduce((sum, message) => sum + message.credits, 0);
    const id = randomUUID();
    const status = plan.scheduledAt ? 'scheduled' : 'sending';
    // The messages' partition key: the start, now, or the scheduled time (kept when it starts).
    const startedAt = new Date(Math.floor((plan.scheduledAt ?? new Date()).getTime()));
    if (plan.scheduledAt) await this.partitions.ensure(startedAt);
    const messages = await this.transactions.run(async (manager) => {
      const { kind } = await this.credits.balanceOf(ctx.accountId, manager);
      await this.credits.debit(manager, ctx.accountId, credits, { reason: 'send', reference: id, createdBy: ctx.userId });
      await this.broadcasts.for(ctx, 'acting', manager).insert({
        ...planColumns(plan),
        id,
        status,
        startedAt,
        recipients: valid.length,
        duplicate: rejected.filter((entry) => entry.reason === 'duplicate').length,
        invalid: rejected.filter((entry) => entry.reason === 'invalid').length,
        blacklisted: rejected.filter((entry) => entry.reason === 'blacklisted').length,
        credits,
        creditKind: kind,
        fanoutDone: true,
      });
      const send = { id, accountId: ctx.accountId, startedAt };
      await this.planner.recordLinks(
        ctx.accountId,
        plan,
        valid.map((message) => message.mobile),
        manager,
      );
      await this.delivery.insertMessages(send, plan.senderName, valid, manager);
      await within?.(manager, id);
      return this.repository.messagesOf(manager, send);
    });
    if (status === 'sending') await this.queueChunks(id, valid.length);
    return {
      broadcastId: id,
      credits,
      messages: messages.map((row) => ({ id: row.id, to: row.mobile, parts: row.parts, credits: row.credits })),
      rejected,
    };
  }

  /** When Redis refuses, the scheduler finds the chunks nobody holds and queues them (the send is confirmed). */
  private async queueChunks(id: string, count: number): Promise<void> {
    const job = chunkJobFor(count);
    const chunks = Math.ceil(count / this.config.messaging.chunkSize);
    try {
      for (let chunk = 0; chunk < chunks; chunk++) {
        await this.jobs.enqueue(job, { broadcastId: id, chunk });
      }
    } catch (error) {
      this.logger.warn({ err: error, broadcastId: id }, 'chunk jobs not queued; the scheduler will queue them');
    }
  }
}
