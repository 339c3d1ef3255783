import { ForbiddenException, Injectable } from '@nestjs/common';
import { SessionState } from '../../common/auth/session-state.js';
import { ConflictFieldsException } from '../../common/http/conflicts.js';
import { definedOnly } from '../../common/http/defined.js';
import { findPage, parseListQuery, type ListQueryParams } from '../../common/http/list-query.js';
import { ValidationFailedException, type FieldErrors } from '../../common/http/validation.js';
import { InjectTenantRepository, notFound, TenantRepository } from '../../common/tenancy/tenant-repository.js';
import { isStaff, type RequestContext } from '../../common/tenancy/request-context.js';
import { Transactions } from '../../database/transactions.js';
import { authorize } from '../abilities.js';
import { Account, type Plan } from '../accounts/account.entity.js';
import { AccountsService, planAtMost, SUB_ACCOUNT_LIST } from '../accounts/accounts.service.js';
import type { CreateSubAccountDto, UpdateSubAccountDto } from '../accounts/dto/account.dto.js';
import type { SubAccountResponse } from '../accounts/dto/account.response.js';
import { UsersService } from '../users/users.service.js';

/**
 * Sub-accounts: accounts owned by the acting account, each with its users (its first admin,
 * how many, who administers it). They build on accounts and users both, so neither of those
 * imports the other back.
 */
@Injectable()
export class SubAccountsService {
  constructor(
    /** Accounts owned by the acting account (parent_id in every query). */
    @InjectTenantRepository(Account) private readonly subAccounts: TenantRepository<Account>,
    private readonly transactions: Transactions,
    private readonly accounts: AccountsService,
    private readonly users: UsersService,
    private readonly sessions: SessionState,
  ) {}

  async list(ctx: RequestContext, params: ListQueryParams) {
    authorize(ctx, 'read', 'SubAccount');
    const query = parseListQuery(params, SUB_ACCOUNT_LIST);
    const page = await findPage(this.subAccounts.for(ctx).query('account'), query, SUB_ACCOUNT_LIST);
    return { ...page, rows: await this.withUserSummary(ctx, page.rows) };
  }

  async get(ctx: RequestContext, id: string): Promise<SubAccountResponse> {
    authorize(ctx, 'read', 'SubAccount');
    const [view] = await this.withUserSummary(ctx, [await this.subAccounts.for(ctx).getById(id)]);
    return view;
  }

  /**
   * The sub-account and its first admin, together or not at all. One level only: a
   * sub-account has no sub-accounts, and gets at most its parent's plan unless staff decide.
   */
  async create(ctx: RequestContext, dto: CreateSubAccountDto) {
    authorize(ctx, 'create', 'SubAccount');
    const parent = (await this.accounts.findById(ctx.accountId)) ?? notFound();
    if (parent.parentId) throw new ForbiddenException('errors.subAccountDepth');
    this.assertPlanAllowed(ctx, parent, dto.plan);
    await this.assertNameFree(ctx, dto.name);
    const account = await this.transactions.run(async (manager) => {
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
    return this.get(ctx, account.id);
  }

  async update(ctx: RequestContext, id: string, dto: UpdateSubAccountDto) {
    authorize(ctx, 'update', 'SubAccount');
    const account = await this.subAccounts.for(ctx).getById(id);
    if (dto.name !== undefined && dto.name.toLowerCase() !== account.name.toLowerCase()) {
      await this.assertNameFree(ctx, dto.name);
    }
    if (dto.plan !== undefined && dto.plan !== account.plan) {
      this.assertPlanAllowed(ctx, (await this.accounts.findById(ctx.accountId)) ?? notFound(), dto.plan);
    }
    const suspending = dto.status === 'suspended' && account.status !== 'suspended';
    await this.subAccounts.for(ctx).update(id, definedOnly(dto));
    await this.accounts.statusChanged(id, suspending);
    return this.get(ctx, id);
  }

  /** Removes the sub-account; its users and their sessions go with it (ON DELETE CASCADE). */
  async remove(ctx: RequestContext, id: string) {
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
  }}
