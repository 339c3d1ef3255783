import { ForbiddenException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { SessionState } from '../../common/auth/session-state.js';
import { ValidationFailedException } from '../../common/http/validation.js';
import type { ListSpec } from '../../common/http/list-query.js';
import { definedOnly } from '../../common/http/defined.js';
import { notFound } from '../../common/tenancy/tenant-repository.js';
import { isStaff, type RequestContext } from '../../common/tenancy/request-context.js';
import { normalizeThaiMobile } from '../../common/validation/phone.js';
import { Account, ACCOUNT_STATUSES, PLANS, type Plan } from './account.entity.js';
import type { UpdateAccountSettingsDto } from './dto/account.dto.js';
import type {
  AccountSettingsResponse,
  PlanResponse,
  SwitchableAccountResponse,
} from './dto/account.response.js';
import { authorize } from '../abilities.js';

/** The sub-accounts' list (the sub-accounts module's), on the accounts table. */
export const SUB_ACCOUNT_LIST: ListSpec = {
  resource: 'sub-accounts',
  sortable: { name: 'account.name', plan: 'account.plan', status: 'account.status', createdAt: 'account.createdAt' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: { kind: 'search', columns: ['account.name'] },
    id: { kind: 'uuid', column: 'account.id' },
    parentId: { kind: 'uuid', column: 'account.parentId' },
    plan: { kind: 'equals', column: 'account.plan', values: PLANS },
    status: { kind: 'equals', column: 'account.status', values: ACCOUNT_STATUSES },
    createdAt: { kind: 'range', column: 'account.createdAt', type: 'date' },
  },
};

/** Plans as the pricing page lists them (amounts in THB). */
export const PLAN_CATALOGUE: PlanResponse[] = [
  { id: 'basic', title: 'Basic', monthlyPrice: 0, yearlyPrice: 0 },
  { id: 'trials', title: 'Trials', monthlyPrice: 0, yearlyPrice: 0 },
  { id: 'enterprise', title: 'Enterprise', monthlyPrice: 99, yearlyPrice: 960 },
];

/** Plans from least to most: a parent admin gives a sub-account at most its own plan. */
export const PLAN_ORDER: readonly Plan[] = ['trials', 'basic', 'enterprise'];

export function planAtMost(plan: Plan, ceiling: Plan): boolean {
  return PLAN_ORDER.indexOf(plan) <= PLAN_ORDER.indexOf(ceiling);
}

function toSettingsView(account: Account): AccountSettingsResponse {
  const { id, name, plan, status, parentId, isPlatform, inheritParentBlacklist, timezone } = account;
  const { contactEmail, contactPhone, address, taxId, createdAt } = account;
  return { id, name, plan, status, parentId, isPlatform, inheritParentBlacklist, timezone, contactEmail, contactPhone, address, taxId, createdAt };
}

@Injectable()
export class AccountsService {
  constructor(
    /** Accounts themselves, by id: the acting and home accounts the guard has checked, registration. */
    @InjectRepository(Account) private readonly accounts: Repository<Account>,
    private readonly sessions: SessionState,
  ) {}

  createAccount(manager: EntityManager, fields: Pick<Account, 'name' | 'plan'> & Partial<Account>): Promise<Account> {
    const repo = manager.getRepository(Account);
    return repo.save(repo.create(fields));
  }

  findById(id: string): Promise<Account | null> {
    return this.accounts.findOneBy({ id });
  }

  async getSettings(ctx: RequestContext) {
    authorize(ctx, 'read', 'Account');
    return toSettingsView((await this.findById(ctx.accountId)) ?? notFound());
  }

  /** Plan and status are staff's: an account's own admins cannot raise its plan or lift a suspension. */
  async updateSettings(ctx: RequestContext, dto: UpdateAccountSettingsDto) {
    authorize(ctx, 'update', 'Account');
    const account = (await this.findById(ctx.accountId)) ?? notFound();
    const changes = (field: 'plan' | 'status') => dto[field] !== undefined && dto[field] !== account[field];
    if ((changes('plan') || changes('status')) && !isStaff(ctx)) throw new ForbiddenException('errors.staffOnly');
    if (changes('status') && account.isPlatform) throw new ValidationFailedException({ status: 'validation.invalid' });
    const suspending = changes('status') && dto.status === 'suspended';
    const { contactPhone, ...fields } = dto;
    Object.assign(account, definedOnly(fields));
    if (contactPhone !== undefined) account.contactPhone = contactPhone ? normalizeThaiMobile(contactPhone) : null;
    const saved = await this.accounts.save(account);
    await this.statusChanged(account.id, suspending);
    return toSettingsView(saved);
  }

  /** Accounts the caller may act in, its own first: every account for staff, sub-accounts for an admin. */
  async switchable(ctx: RequestContext): Promise<SwitchableAccountResponse[]> {
    const home = (await this.findById(ctx.homeAccountId)) ?? notFound();
    let others: Account[] = [];
    if (isStaff(ctx)) others = await this.accounts.find({ order: { name: 'ASC' }, take: 1000 });
    else if (ctx.role === 'admin') others = await this.accounts.find({ where: { parentId: home.id }, order: { name: 'ASC' } });
    const all = [home, ...others.filter((account) => account.id !== home.id)];
    return all.map(({ id, name, plan, parentId }) => ({ id, name, plan, parentId }));
  }

  /** Suspension ends every session of the account's users at once; any other change is seen on the next request. */
  async statusChanged(accountId: string, suspending: boolean): Promise<void> {
    if (suspending) await this.sessions.endAccountSessions([accountId]);
    else await this.sessions.forgetAccounts([accountId]);
  }
}
