import { ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository, type EntityManager } from 'typeorm';
import { SessionState } from '../../common/auth/session-state.js';
import { ValidationFailedException } from '../../common/http/validation.js';
import { findPage, type ListQueryParams, type ListSpec, parseListQuery } from '../../common/http/list-query.js';
import { definedOnly } from '../../common/http/defined.js';
import { ConflictFieldsException } from '../../common/http/conflicts.js';
import type { FieldErrors } from '../../common/http/validation.js';
import { InjectTenantRepository, notFound, TenantRepository } from '../../common/tenancy/tenant-repository.js';
import { isStaff, type RequestContext } from '../../common/tenancy/request-context.js';
import { normalizeThaiMobile } from '../../common/validation/phone.js';
import { UsersService } from '../users/users.service.js';
import { Account, ACCOUNT_STATUSES, PLANS, type Plan } from './account.entity.js';
import type { CreateSubAccountDto, UpdateAccountSettingsDto, UpdateSubAccountDto } from './dto/account.dto.js';
import type {
  AccountSettingsResponse,
  PlanResponse,
  SubAccountResponse,
  SwitchableAccountResponse,
} from './dto/account.response.js';
import { authorize } from '../abilities.js';

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
    /** Sub-accounts: accounts owned by the acting account (parent_id in every query). */
    @InjectTenantRepository(Account) private readonly subAccounts: TenantRepository<Account>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
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

  async listSubAccounts(ctx: RequestContext, params: ListQueryParams) {
    authorize(ctx, 'read', 'SubAccount');
    const query = parseListQuery(params, SUB_ACCOUNT_LIST);
    const page = await findPage(this.subAccounts.for(ctx).query('account'), query, SUB_ACCOUNT_LIST);
    return { ...page, rows: await this.withUserSummary(ctx, page.rows) };
  }

  async getSubAccount(ctx: RequestContext, id: string): Promise<SubAccountResponse> {
    authorize(ctx, 'read', 'SubAccount');
    const [view] = await this.withUserSummary(ctx, [await this.subAccounts.for(ctx).getById(id)]);
    return view;
  }

  /**
   * The sub-account and its first admin, together or not at all. One level only: a
   * sub-account has no sub-accounts, and gets at most its parent's plan unless staff decide.
   */
  async createSubAccount(ctx: RequestContext, dto: CreateSubAccountDto) {
    authorize(ctx, 'create', 'SubAccount');
    const parent = (await this.findById(ctx.accountId)) ?? notFound();
    if (parent.parentId) throw new ForbiddenException('errors.subAccountDepth');
    this.assertPlanAllowed(ctx, parent, dto.plan);
    await this.assertNameFree(ctx, dto.name);
    const account = await this.dataSource.transaction(async (manager) => {
      const created = await this.subAccounts.for(ctx, 'acting', manager).insert({ name: dto.name, plan: dto.plan });
      await this.users.insertIntoNewAccount(manager, {
        accountId: created.id,
        username: await this.users.freeUsernameFor(dto.adminEmail),
        email: dto.adminEmail,
        firstName: dto.adminFirstName,
        lastName: dto.adminLastName,
        role: 'admin',
        password: dto.adminPassword,
      });
      return created;
    }).catch((error: unknown) => {
      // The form asks for the admin's e-mail as adminEmail: name the field it shows.
      if (error instanceof ConflictFieldsException) {
        const { errors } = error.getResponse() as { errors: FieldErrors };
        throw new ConflictFieldsException(errors.email ? { adminEmail: errors.email } : errors);
      }
      throw error;
    });
    // The parent's scope now spans one more account.
    await this.sessions.forgetAccounts([parent.id]);
    return this.getSubAccount(ctx, account.id);
  }

  async updateSubAccount(ctx: RequestContext, id: string, dto: UpdateSubAccountDto) {
    authorize(ctx, 'update', 'SubAccount');
    const account = await this.subAccounts.for(ctx).getById(id);
    if (dto.name !== undefined && dto.name.toLowerCase() !== account.name.toLowerCase()) {
      await this.assertNameFree(ctx, dto.name);
    }
    if (dto.plan !== undefined && dto.plan !== account.plan) {
      this.assertPlanAllowed(ctx, (await this.findById(ctx.accountId)) ?? notFound(), dto.plan);
    }
    const suspending = dto.status === 'suspended' && account.status !== 'suspended';
    await this.subAccounts.for(ctx).update(id, definedOnly(dto));
    await this.statusChanged(id, suspending);
    return this.getSubAccount(ctx, id);
  }

  /** Removes the sub-account; its users and their sessions go with it (ON DELETE CASCADE). */
  async removeSubAccount(ctx: RequestContext, id: string) {
    authorize(ctx, 'delete', 'SubAccount');
    const [view] = await this.withUserSummary(ctx, [await this.subAccounts.for(ctx).getById(id)]);
    const userIds = await this.users.idsOfSubAccount(ctx, id);
    await this.subAccounts.for(ctx).delete(id);
    await this.sessions.forgetUsers(userIds);
    await this.sessions.forgetAccounts([id, ctx.accountId]);
    return view;
  }

  /** Sibling sub-accounts have distinct names; the unique index settles a race (409 too). */
  private async assertNameFree(ctx: RequestContext, name: string): Promise<void> {
    const taken = await this.subAccounts
      .for(ctx)
      .query('account')
      .andWhere('lower(account.name) = lower(:name)', { name })
      .getExists();
    if (taken) throw new ConflictFieldsException({ name: 'validation.nameInUse' });
  }

  /** Suspension ends every session of the account's users at once; any other change is seen on the next request. */
  private async statusChanged(accountId: string, suspending: boolean): Promise<void> {
    if (suspending) await this.sessions.endAccountSessions([accountId]);
    else await this.sessions.forgetAccounts([accountId]);
  }

  private assertPlanAllowed(ctx: RequestContext, parent: Account, plan: Plan): void {
    if (!isStaff(ctx) && !planAtMost(plan, parent.plan)) throw new ValidationFailedException({ plan: 'validation.planAboveParent' });
  }

  private async withUserSummary(ctx: RequestContext, accounts: Account[]): Promise<SubAccountResponse[]> {
    const summaries = await this.users.summaryOfSubAccounts(
      ctx,
      accounts.map((account) => account.id),
    );
    const byId = new Map(summaries.map((row) => [row.account_id, row]));
    return accounts.map((account) => ({
      id: account.id,
      name: account.name,
      plan: account.plan,
      status: account.status,
      parentId: account.parentId,
      usersCount: byId.get(account.id)?.users_count ?? 0,
      adminEmail: byId.get(account.id)?.admin_email ?? null,
      inheritParentBlacklist: account.inheritParentBlacklist,
      createdAt: account.createdAt,
    }));
  }
}
