import { Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ConflictFieldsException } from '../../common/http/conflicts.js';
import { findPage, parseListQuery, type ListQueryParams, type ListSpec } from '../../common/http/list-query.js';
import { ValidationFailedException } from '../../common/http/validation.js';
import { InjectTenantRepository, notFound, TenantRepository, type TenantScope } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import type { CreateSenderDto, RejectSenderDto } from './dto/sender.dto.js';
import type { SenderResponse } from './dto/sender.response.js';
import { Sender, SENDER_STATUSES } from './sender.entity.js';
import { SendersRepository } from './senders.repository.js';
import { Transactions } from '../../database/transactions.js';
import { authorize } from '../abilities.js';

export const SENDER_LIST: ListSpec = {
  resource: 'senders',
  sortable: {
    name: 'sender.name',
    status: 'sender.status',
    createdAt: 'sender.createdAt',
    decidedAt: 'sender.decidedAt',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: { kind: 'search', columns: ['sender.name'] },
    id: { kind: 'uuid', column: 'sender.id' },
    status: { kind: 'equals', column: 'sender.status', values: SENDER_STATUSES },
    accountId: { kind: 'uuid', column: 'sender.accountId' },
  },
};

export function toSenderView(sender: Sender): SenderResponse {
  return {
    id: sender.id,
    accountId: sender.accountId,
    accountName: sender.account?.name ?? null,
    name: sender.name,
    status: sender.status,
    reason: sender.reason,
    decidedAt: sender.decidedAt,
    decidedBy: sender.decidedBy,
    createdAt: sender.createdAt,
    updatedAt: sender.updatedAt,
  };
}

@Injectable()
export class SendersService {
  constructor(
    @InjectTenantRepository(Sender) private readonly senders: TenantRepository<Sender>,
    private readonly repository: SendersRepository,
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The account's names and its sub-accounts'; for staff in the platform account, every
   * account's (the approval queue), each with its account's name.
   */
  async list(ctx: RequestContext, params: ListQueryParams) {
    authorize(ctx, 'read', 'Sender');
    const qb = this.visible(ctx).query('sender').leftJoin('sender.account', 'account').addSelect(['account.id', 'account.name']);
    const page = await findPage(qb, parseListQuery(params, SENDER_LIST), SENDER_LIST);
    return { ...page, rows: page.rows.map(toSenderView) };
  }

  async get(ctx: RequestContext, id: string): Promise<SenderResponse> {
    authorize(ctx, 'read', 'Sender');
    return toSenderView(await this.visible(ctx).getById(id, ['account']));
  }

  /** A request for a name in the acting account; it waits for staff as `pending`. */
  async create(ctx: RequestContext, dto: CreateSenderDto): Promise<SenderResponse> {
    authorize(ctx, 'create', 'Sender');
    const scope = this.senders.for(ctx);
    // The unique index answers a race the same way (ConflictFields on the entity).
    const taken = await scope.query('sender').andWhere('lower(sender.name) = lower(:name)', { name: dto.name }).getExists();
    if (taken) throw new ConflictFieldsException({ name: 'validation.senderNameInUse' });
    const sender = await scope.insert({ name: dto.name, status: 'pending', reason: null, decidedAt: null, decidedBy: null });
    return this.get(ctx, sender.id);
  }

  /** Withdraws a request or removes a name, whatever its state. */
  async remove(ctx: RequestContext, id: string): Promise<SenderResponse> {
    authorize(ctx, 'delete', 'Sender');
    const scope = this.visible(ctx);
    const sender = await scope.getById(id, ['account']);
    await scope.delete(id);
    return toSenderView(sender);
  }

  approve(ctx: RequestContext, id: string): Promise<SenderResponse> {
    return this.decide(ctx, id, { status: 'approved', reason: null });
  }

  reject(ctx: RequestContext, id: string, dto: RejectSenderDto): Promise<SenderResponse> {
    return this.decide(ctx, id, { status: 'rejected', reason: dto.reason });
  }

  /**
   * Throws unless `name` may be the sender of a send from the acting account: one of its
   * approved names (exactly as approved: a phone shows the name as sent), or, on the Trials
   * plan, the shared default sender.
   */
  async assertUsable(ctx: RequestContext, name: string): Promise<void> {
    if (!(await this.usableNames(ctx)).includes(name)) {
      throw new ValidationFailedException({ senderName: 'validation.senderNotApproved' });
    }
  }

  /** The names a send from the acting account may use: approved ones, then the shared default on Trials. */
  async usableNames(ctx: RequestContext): Promise<string[]> {
    const rows = await this.senders
      .for(ctx)
      .query('sender')
      .select('sender.name', 'name')
      .andWhere('sender.status = :status', { status: 'approved' })
      .orderBy('sender.name', 'ASC')
      .getRawMany<{ name: string }>();
    const names = rows.map((row) => row.name);
    const account = await this.repository.accountOf(ctx.accountId);
    if (account?.plan === 'trials' && !names.includes(this.config.defaultSenderName)) names.push(this.config.defaultSenderName);
    return names;
  }

  /**
   * Staff's decision on a pending request. The row is locked while it is checked and changed,
   * so two staff members deciding at once cannot both succeed.
   */
  private async decide(ctx: RequestContext, id: string, decision: Pick<Sender, 'status' | 'reason'>): Promise<SenderResponse> {
    authorize(ctx, 'update', 'SenderApproval');
    await this.transactions.run(async (manager) => {
      const scope = this.senders.for(ctx, 'withSubAccounts', manager);
      const sender = await scope.query('sender').andWhere('sender.id = :id', { id }).setLock('pessimistic_write').getOne();
      if (!sender) notFound();
      if (sender.status !== 'pending') {
        throw new UnprocessableEntityException({
          message: 'errors.senderNotPending',
          errors: { status: 'errors.senderNotPending' },
        });
      }
      await scope.update(id, { ...decision, decidedAt: new Date(), decidedBy: ctx.userId });
    });
    return this.get(ctx, id);
  }

  /** Names are managed across the acting account and its sub-accounts (every account for staff in the platform). */
  private visible(ctx: RequestContext): TenantScope<Sender> {
    return this.senders.for(ctx, 'withSubAccounts');
  }
}
