import { ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { ForbiddenError } from '@casl/ability';
import { DataSource, Repository, type EntityManager } from 'typeorm';
import { findPage, type ListQueryParams, type ListSpec, parseListQuery } from '../../common/http/list-query.js';
import { definedOnly } from '../../common/http/defined.js';
import { foundInScope } from '../../common/tenancy/scope.js';
import { isStaff, type RequestContext } from '../../common/tenancy/request-context.js';
import { normalizeThaiMobile } from '../../common/validation/phone.js';
import { UsersService } from '../users/users.service.js';
import { Account, ACCOUNT_STATUSES, PLANS } from './account.entity.js';
import type { CreateSubAccountDto, UpdateAccountSettingsDto, UpdateSubAccountDto } from './dto/account.dto.js';
import type {
  AccountSettingsResponse,
  PlanResponse,
  SubAccountResponse,
  SwitchableAccountResponse,
} from './dto/account.response.js';

export const SUB_ACCOUNT_LIST: ListSpec = {
  resource: 'sub-accounts',
  sortable: { name: 'account.name', plan: 'account.plan', status: 'account.status', createdAt: 'account.createdAt' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: { kind: 'search', columns: ['account.name'] },
    id: { kind: 'uuid', column: 'account.id' },
    plan: { kind: 'equals', column: 'account.plan', values: PLANS },
    status: { kind: 'equals', column: 'account.status', values: ACCOUNT_STATUSES },
  },
};

/** Plans as the pricing page lists them (amounts in THB). */
export const PLAN_CATALOGUE: PlanResponse[] = [
  { id: 'basic', title: 'Basic', monthlyPrice: 0, yearlyPrice: 0 },
  { id: 'trials', title: 'Trials', monthlyPrice: 0, yearlyPrice: 0 },
  { id: 'enterprise', title: 'Enterprise', monthlyPrice: 99, yearlyPrice: 960 },
];

function toSettingsView(account: Account): AccountSettingsResponse {
  const { id, name, plan, status, parentId, isPlatform, timezone, contactEmail, contactPhone, address, taxId, createdAt } =
    account;
  return { id, name, plan, status, parentId, isPlatform, timezone, contactEmail, contactPhone, address, taxId, createdAt };
}

@Injectable()
export class AccountsService {
  constructor(
    @InjectRepository(Account) private readonly accounts: Repository<Account>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
  ) {}

  createAccount(manager: EntityManager, fields: Pick<Account, 'name' | 'plan'> & Partial<Account>): Promise<Account> {
    const repo = manager.getRepository(Account);
    return repo.save(repo.create(fields));
  }

  findById(id: string): Promise<Account | null> {
    return this.accounts.findOneBy({ id });
  }

  async childIds(parentId: string): Promise<string[]> {
    const rows = await this.accounts.find({ select: { id: true }, where: { parentId } });
    return rows.map((row) => row.id);
  }

  async getSettings(ctx: RequestContext) {
    ForbiddenError.from(ctx.ability).throwUnlessCan('read', 'Account');
    return toSettingsView(foundInScope(await this.findById(ctx.accountId)));
  }

  async updateSettings(ctx: RequestContext, dto: UpdateAccountSettingsDto) {
    ForbiddenError.from(ctx.ability).throwUnlessCan('update', 'Account');
    const account = foundInScope(await this.findById(ctx.accountId));
    if (dto.plan !== undefined && dto.plan !== account.plan && !isStaff(ctx)) {
      throw new ForbiddenException('errors.staffOnly');
    }
    const { contactPhone, ...fields } = dto;
    Object.assign(account, definedOnly(fields));
    if (contactPhone !== undefined) account.contactPhone = contactPhone ? normalizeThaiMobile(contactPhone) : null;
    return toSettingsView(await this.accounts.save(account));
  }

  /** Accounts the caller may act in, its own first: every account for staff, sub-accounts for an admin. */
  async switchable(ctx: RequestContext): Promise<SwitchableAccountResponse[]> {
    const home = foundInScope(await this.findById(ctx.homeAccountId));
    let others: Account[] = [];
    if (isStaff(ctx)) others = await this.accounts.find({ order: { name: 'ASC' }, take: 1000 });
    else if (ctx.role === 'admin') others = await this.accounts.find({ where: { parentId: home.id }, order: { name: 'ASC' } });
    const all = [home, ...others.filter((account) => account.id !== home.id)];
    return all.map(({ id, name, plan, parentId }) => ({ id, name, plan, parentId }));
  }

  async listSubAccounts(ctx: RequestContext, params: ListQueryParams) {
    ForbiddenError.from(ctx.ability).throwUnlessCan('read', 'SubAccount');
    const query = parseListQuery(params, SUB_ACCOUNT_LIST);
    const qb = this.accounts.createQueryBuilder('account').where('account.parentId = :parentId', { parentId: ctx.accountId });
    const page = await findPage(qb, query, SUB_ACCOUNT_LIST);
    return { ...page, rows: await this.withUserSummary(page.rows) };
  }

  async getSubAccount(ctx: RequestContext, id: string): Promise<SubAccountResponse> {
    ForbiddenError.from(ctx.ability).throwUnlessCan('read', 'SubAccount');
    const [view] = await this.withUserSummary([await this.findSubAccount(ctx, id)]);
    return view;
  }

  /** The sub-account and its first admin, together or not at all. */
  async createSubAccount(ctx: RequestContext, dto: CreateSubAccountDto) {
    ForbiddenError.from(ctx.ability).throwUnlessCan('create', 'SubAccount');
    const account = await this.dataSource.transaction(async (manager) => {
      const created = await this.createAccount(manager, { name: dto.name, plan: dto.plan, parentId: ctx.accountId });
      await this.users.insert(manager, {
        accountId: created.id,
        username: await this.users.freeUsernameFor(dto.adminEmail),
        email: dto.adminEmail,
        firstName: dto.adminFirstName,
        lastName: dto.adminLastName,
        role: 'admin',
        password: dto.adminPassword,
      });
      return created;
    });
    return this.getSubAccount(ctx, account.id);
  }

  async updateSubAccount(ctx: RequestContext, id: string, dto: UpdateSubAccountDto) {
    ForbiddenError.from(ctx.ability).throwUnlessCan('update', 'SubAccount');
    const account = await this.findSubAccount(ctx, id);
    await this.accounts.save(Object.assign(account, definedOnly(dto)));
    return this.getSubAccount(ctx, id);
  }

  /** Removes the sub-account; its users and their sessions go with it (ON DELETE CASCADE). */
  async removeSubAccount(ctx: RequestContext, id: string) {
    ForbiddenError.from(ctx.ability).throwUnlessCan('delete', 'SubAccount');
    const [view] = await this.withUserSummary([await this.findSubAccount(ctx, id)]);
    await this.accounts.delete({ id });
    return view;
  }

  private async findSubAccount(ctx: RequestContext, id: string): Promise<Account> {
    return foundInScope(await this.accounts.findOneBy({ id, parentId: ctx.accountId }));
  }

  private async withUserSummary(accounts: Account[]): Promise<SubAccountResponse[]> {
    const ids = accounts.map((account) => account.id);
    const summaries: { account_id: string; users_count: number; admin_email: string | null }[] = ids.length
      ? await this.dataSource.query(
          `SELECT account_id, count(*)::int AS users_count,
                  (array_agg(email ORDER BY created_at) FILTER (WHERE role = 'admin'))[1] AS admin_email
             FROM users WHERE account_id = ANY($1) GROUP BY account_id`,
          [ids],
        )
      : [];
    const byId = new Map(summaries.map((row) => [row.account_id, row]));
    return accounts.map((account) => ({
      id: account.id,
      name: account.name,
      plan: account.plan,
      status: account.status,
      parentId: account.parentId,
      usersCount: byId.get(account.id)?.users_count ?? 0,
      adminEmail: byId.get(account.id)?.admin_email ?? null,
      createdAt: account.createdAt,
    }));
  }
}
