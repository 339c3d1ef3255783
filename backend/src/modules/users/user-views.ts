import type { Account } from '../accounts/account.entity.js';
import { ROLE_ABILITIES, ROLE_PERMISSIONS } from '../abilities.js';
import type { UserDataResponse, UserResponse } from './dto/user.response.js';
import type { User } from './user.entity.js';

/** A user as lists and forms see it. */
export function toUserView(user: User): UserResponse {
  return {
    id: user.id,
    accountId: user.accountId,
    accountName: user.account?.name ?? null,
    plan: user.account?.plan ?? null,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: user.fullName,
    email: user.email,
    phone: user.phone,
    role: user.role,
    status: user.status,
    avatar: user.avatar,
    lastLoginAt: user.lastLoginAt,
    createdAt: user.createdAt,
  };
}

/** The signed-in user as the specification's `userData` (never the password). */
export function toUserData(user: User, account: Account): UserDataResponse {
  const ability = ROLE_ABILITIES[user.role];
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    avatar: user.avatar,
    role: user.role,
    roleId: user.role,
    permission: ROLE_PERMISSIONS[user.role],
    status: user.status,
    accountId: account.id,
    account: { id: account.id, name: account.name, plan: account.plan, parentId: account.parentId, isPlatform: account.isPlatform },
    ability,
  };
}

export type UserData = UserDataResponse;
