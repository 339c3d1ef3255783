import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { findPage, parseListQuery, type ListQueryParams, type ListSpec, type Page } from '../../common/http/list-query.js';
import { ValidationFailedException } from '../../common/http/validation.js';
import { InjectTenantRepository, type TenantRepository } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { returning } from '../../database/returning.js';
import { senderView, type SenderResponse } from './dto/sender.response.js';
import { Sender, SENDER_STATUSES } from './sender.entity.js';

export const SENDER_LIST: ListSpec = {
  resource: 'senders',
  sortable: { createdAt: 'sender.createdAt', name: 'sender.name', status: 'sender.status' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: { kind: 'search', columns: ['sender.name'] },
    id: { kind: 'uuid', column: 'sender.id' },
    status: { kind: 'equals', column: 'sender.status', values: SENDER_STATUSES },
    accountId: { kind: 'uuid', column: 'sender.accountId' },
    createdAt: { kind: 'range', column: 'sender.createdAt', type: 'date' },
  },
};

/**
 * Sender names: accounts request them, back-office staff approve or reject them, and every send
 * checks its name here. Staff acting in the platform account see every account's requests (the
 * approval queue); an account sees its own and its sub-accounts'.
 */
@Injectable()
export class SendersService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectTenantRepository(Sender) private readonly senders: TenantRepository<Sender>,
  ) {}

  async list(ctx: RequestContext, params: ListQueryParams): Promise<Page<SenderResponse>> {
    const query = this.senders.for(ctx, 'withSubAccounts').query('sender').leftJoinAndSelect('sender.account', 'account');
    const page = await findPage(query, parseListQuery(params, SENDER_LIST), SENDER_LIST);
    return { ...page, rows: page.rows.map(senderView) };
  }

  async get(ctx: RequestContext, id: string): Promise<SenderResponse> {
    return senderView(await this.senders.for(ctx, 'withSubAccounts').getById(id, ['account']));
  }

  /** A request for a name: pending until staff decide. */
  async create(ctx: RequestContext, name: string): Promise<SenderResponse> {
    const sender = await this.senders.for(ctx).insert({ name, status: 'pending' });
    return this.get(ctx, sender.id);
  }

  /** Withdraws a request, or gives a name up. */
  async remove(ctx: RequestContext, id: string): Promise<SenderResponse> {
    const sender = await this.get(ctx, id);
    await this.senders.for(ctx, 'withSubAccounts').delete(id);
    return sender;
  }

  approve(ctx: RequestContext, id: string): Promise<SenderResponse> {
    return this.decide(ctx, id, 'approved', null);
  }

  reject(ctx: RequestContext, id: string, reason: string): Promise<SenderResponse> {
    return this.decide(ctx, id, 'rejected', reason);
  }

  /**
   * The send path's check: the account's own approved name, or the shared default sender on a
   * Trials account. Anything else is a field error on `senderName`.
   */
  async assertUsable(ctx: RequestContext, name: string): Promise<void> {
    if (!(await this.usableNames(ctx)).includes(name))
      throw new ValidationFailedException({ senderName: 'validation.senderNotApproved' });
  }

  /** The compose form's sender list. */
  async usableNames(ctx: RequestContext): Promise<string[]> {
    const rows = await this.senders
      .for(ctx)
      .query('sender')
      .select('sender.name', 'name')
      .andWhere("sender.status = 'approved'")
      .orderBy('sender.name')
      .getRawMany<{ name: string }>();
    const names = rows.map((row) => row.name);
    const [account] = await this.dataSource.query<{ plan: string }[]>(`SELECT plan FROM accounts WHERE id = $1`, [ctx.accountId]);
    if (account?.plan === 'trials' && !names.includes(this.config.defaultSenderName)) names.push(this.config.defaultSenderName);
    return names;
  }

  /** Staff decide once: a decided request is not decided again. */
  private async decide(
    ctx: RequestContext,
    id: string,
    status: 'approved' | 'rejected',
    reason: string | null,
  ): Promise<SenderResponse> {
    await this.get(ctx, id);
    const moved = await returning<{ id: string }>(
      this.dataSource,
      `UPDATE senders SET status = $2, reason = $3, decided_at = now(), decided_by = $4, updated_at = now()
        WHERE id = $1 AND status = 'pending' RETURNING id`,
      [id, status, reason, ctx.userId],
    );
    if (!moved.length) throw new ValidationFailedException({ status: 'validation.senderDecided' });
    return this.get(ctx, id);
  }
}
