import { NotFoundException } from '@nestjs/common';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { RequestContext } from './request-context.js';

/**
 * The one place tenant scoping happens. `acting` limits rows to the account the request
 * acts in; `withSubAccounts` widens it to that account's sub-accounts (and to every account
 * for staff acting in the platform account).
 */
export type ScopeWidth = 'acting' | 'withSubAccounts';

export function scoped<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  ctx: RequestContext,
  width: ScopeWidth = 'acting',
  column = `${qb.alias}.accountId`,
): SelectQueryBuilder<T> {
  if (width === 'acting') return qb.andWhere(`${column} = :scopeAccountId`, { scopeAccountId: ctx.accountId });
  if (ctx.scopeAccountIds === null) return qb;
  return qb.andWhere(`${column} IN (:...scopeAccountIds)`, { scopeAccountIds: ctx.scopeAccountIds });
}

/** True when a row of this account is visible at this width. */
export function inScope(ctx: RequestContext, accountId: string, width: ScopeWidth = 'acting'): boolean {
  if (width === 'acting') return accountId === ctx.accountId;
  return ctx.scopeAccountIds === null || ctx.scopeAccountIds.includes(accountId);
}

/** Another tenant's row is answered exactly like a missing one. */
export function foundInScope<T>(row: T | null | undefined): T {
  if (!row) throw new NotFoundException('errors.notFound');
  return row;
}
