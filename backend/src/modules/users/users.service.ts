import { BadRequestException, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { authorize } from '../abilities.js';
import { ACCOUNT_ROLES, type Role } from '../../common/auth/roles.js';
import { findPage, type ListQueryParams, type ListSpec, parseListQuery } from '../../common/http/list-query.js';
import { ValidationFailedException, type FieldErrors } from '../../common/http/validation.js';
import { ConflictFieldsException } from '../../common/http/conflicts.js';
import { definedOnly } from '../../common/http/defined.js';
import { InjectTenantRepository, notFound, TenantRepository, type TenantScope } from '../../common/tenancy/tenant-repository.js';
import { isStaff, type RequestContext } from '../../common/tenancy/request-context.js';
import { normalizeThaiMobile } from '../../common/validation/phone.js';
import { PasswordHasher } from '../../common/auth/password-hasher.js';
import { SessionState } from '../../common/auth/session-state.js';
import { PLANS } from '../accounts/account.entity.js';
import { ROLES } from '../../common/auth/roles.js';
import type { CreateUserDto, UpdateUserDto } from './dto/user.dto.js';
import { User, USER_STATUSES } from './user.entity.js';
import { toUserView } from './user-views.js';
import { UsersRepository } from './users.repository.js';

export const USER_LIST: ListSpec = {
  resource: 'users',
  sortable: {
    username: 'user.username',
    fullName: 'user.fullName',
    email: 'user.email',
    role: 'user.role',
    status: 'user.status',
    createdAt: 'user.createdAt',
    lastLoginAt: 'user.lastLoginAt',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: { kind: 'search', columns: ['user.username', 'user.fullName', 'user.email'] },
    id: { kind: 'uuid', column: 'user.id' },
    role: { kind: 'equals', column: 'user.role', values: ROLES },
    status: { kind: 'equals', column: 'user.status', values: USER_STATUSES },
    plan: { kind: 'equals', column: 'account.plan', values: PLANS },
    accountId: { kind: 'uuid', column: 'user.accountId' },
    createdAt: { kind: 'range', column: 'user.createdAt', type: 'date' },
    lastLoginAt: { kind: 'range', column: 'user.lastLoginAt', type: 'date' },
  },
};

/** What both registration and user management need to create a user. */
export interface NewUser {
  accountId: string;
  username: string;
  email: string;
  firstName: string;
  lastName?: string | null;
  phone?: string | null;
  role: Role;
  status?: User['status'];
  password: string;
  allowOffer?: boolean;
}

@Injectable()
export class UsersService {
  constructor(
    @InjectTenantRepository(User) private readonly users: TenantRepository<User>,
    private readonly repository: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionState,
  ) {}

  async list(ctx: RequestContext, params: ListQueryParams) {
    authorize(ctx, 'read', 'User');
    const query = parseListQuery(params, USER_LIST);
    // The view reads two of the account's columns: hydrating all of them cost each page of 100
    // rows about 1.5 ms of the API's CPU (bench:lists, docs/adding-a-module.md).
    const qb = this.visible(ctx).query('user').leftJoin('user.account', 'account').addSelect(['account.id', 'account.name', 'account.plan']);
    const page = await findPage(qb, query, USER_LIST);
    return { ...page, rows: page.rows.map(toUserView) };
  }

  async get(ctx: RequestContext, id: string) {
    authorize(ctx, 'read', 'User');
    return toUserView(await this.findVisible(ctx, id));
  }

  async create(ctx: RequestContext, dto: CreateUserDto) {
    authorize(ctx, 'create', 'User');
    const scope = this.visible(ctx);
    const accountId = dto.accountId ?? ctx.accountId;
    if (!scope.owns(accountId)) notFound();
    await this.assertRoleAllowed(ctx, dto.role, accountId);
    const user = await this.insert(scope, { ...dto, accountId });
    return this.get(ctx, user.id);
  }

  async update(ctx: RequestContext, id: string, dto: UpdateUserDto) {
    authorize(ctx, 'update', 'User');
    const scope = this.visible(ctx);
    const user = await scope.getById(id);
    const wasActive = user.status === 'active';
    const accountId = dto.accountId ?? user.accountId;
    if (!scope.owns(accountId)) notFound();
    if (dto.role && dto.role !== user.role) await this.assertRoleAllowed(ctx, dto.role, accountId);
    await this.assertUnique({ email: dto.email, username: dto.username }, id);
    const { password, phone, lastName, ...fields } = dto;
    const changes: Partial<User> = { ...definedOnly(fields), accountId };
    if (lastName !== undefined) changes.lastName = lastName ?? '';
    if (phone !== undefined) changes.phone = phone ? normalizeThaiMobile(phone) : null;
    changes.fullName = fullNameOf(changes.firstName ?? user.firstName, changes.lastName ?? user.lastName);
    if (password) changes.passwordHash = await this.hasher.hash(password);
    await scope.update(id, changes);
    // A deactivated user or a password set by an admin ends the user's sessions at once;
    // any other change (role, account, status) is seen by the guard on the next request.
    if (password || (wasActive && dto.status === 'inactive')) await this.sessions.endSessions([id]);
    else await this.sessions.forgetUsers([id]);
    return this.get(ctx, id);
  }

  async remove(ctx: RequestContext, id: string) {
    authorize(ctx, 'delete', 'User');
    const scope = this.visible(ctx);
    const user = await scope.getById(id, ['account']);
    if (user.id === ctx.userId) throw new BadRequestException('errors.cannotDeleteSelf');
    await scope.delete(user.id);
    await this.sessions.forgetUsers([user.id]);
    return toUserView(user);
  }

  /**
   * The first user of an account created in this transaction (registration, a new
   * sub-account's admin): no request context names that account yet.
   */
  insertIntoNewAccount(manager: EntityManager, input: NewUser): Promise<User> {
    return this.insert(this.users.forNewAccount(manager, input.accountId), input, manager);
  }

  /** Inserts a user after checking that e-mail and username are free (409 with field keys). */
  private async insert(scope: TenantScope<User>, input: NewUser, manager?: EntityManager): Promise<User> {
    await this.assertUnique({ email: input.email, username: input.username }, undefined, manager);
    return scope.insert(
      {
      username: input.username,
      email: input.email.toLowerCase(),
      firstName: input.firstName,
      lastName: input.lastName ?? '',
      fullName: fullNameOf(input.firstName, input.lastName),
      phone: input.phone ? normalizeThaiMobile(input.phone) : null,
      role: input.role,
      status: input.status ?? 'active',
      allowOffer: input.allowOffer ?? false,
      passwordHash: await this.hasher.hash(input.password),
      },
      input.accountId,
    );
  }

  /** Field errors for an e-mail or username that another user already has. */
  async conflicts(
    fields: { email?: string; username?: string },
    exceptId?: string,
    manager?: EntityManager,
  ): Promise<FieldErrors> {
    const errors: FieldErrors = {};
    // E-mail and username are unique across every account, as their unique indexes are.
    const taken = (column: 'email' | 'username', value?: string) =>
      value ? this.users.isTakenAnywhere(column, value, exceptId, manager) : Promise.resolve(false);
    if (await taken('email', fields.email)) errors.email = 'auth.emailInUse';
    if (await taken('username', fields.username)) errors.username = 'auth.usernameInUse';
    return errors;
  }

  /**
   * Users of the acting account's sub-accounts. The parent link is the predicate (in SQL),
   * not the request's scope list, which does not yet name a sub-account created by this request.
   */
  summaryOfSubAccounts(
    ctx: RequestContext,
    accountIds: string[],
  ): Promise<{ account_id: string; users_count: number; admin_email: string | null }[]> {
    if (!accountIds.length) return Promise.resolve([]);
    return this.repository.summaryOfSubAccounts(ctx.accountId, accountIds);
  }

  /** Ids of a sub-account's users (to end their sessions when it goes), parent link in SQL. */
  idsOfSubAccount(ctx: RequestContext, accountId: string): Promise<string[]> {
    return this.repository.idsOfSubAccount(ctx.accountId, accountId);
  }

  /** A username derived from an e-mail's local part that nobody has yet. */
  async freeUsernameFor(email: string): Promise<string> {
    const base = (email.split('@')[0].replace(/[^A-Za-z0-9._-]/g, '') || 'user').slice(0, 24).padEnd(3, '0');
    for (let n = 0; n < 50; n++) {
      const candidate = n === 0 ? base : `${base}${n + 1}`;
      if (!(await this.conflicts({ username: candidate })).username) return candidate;
    }
    return `${base.slice(0, 20)}${Date.now().toString(36)}`;
  }

  private async assertUnique(fields: { email?: string; username?: string }, exceptId?: string, manager?: EntityManager) {
    const errors = await this.conflicts(fields, exceptId, manager);
    if (Object.keys(errors).length) throw new ConflictFieldsException(errors);
  }

  private async assertRoleAllowed(ctx: RequestContext, role: Role, accountId: string) {
    if (ACCOUNT_ROLES.includes(role)) return;
    const account = await this.repository.accountOf(accountId);
    if (!isStaff(ctx) || !account?.isPlatform) throw new ValidationFailedException({ role: 'validation.oneOf' });
  }

  /** Users are managed across the acting account and its sub-accounts. */
  private visible(ctx: RequestContext): TenantScope<User> {
    return this.users.for(ctx, 'withSubAccounts');
  }

  private async findVisible(ctx: RequestContext, id: string): Promise<User> {
    return this.visible(ctx).getById(id, ['account']);
  }
}

export function fullNameOf(firstName: string, lastName?: string | null): string {
  return [firstName, lastName].filter(Boolean).join(' ');
}
