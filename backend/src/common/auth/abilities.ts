import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';

export const ROLES = ['staff', 'admin', 'operator', 'viewer', 'client'] as const;
export type Role = (typeof ROLES)[number];

/** Roles an account's admin may hand out; staff is given by staff only. */
export const ACCOUNT_ROLES: readonly Role[] = ['admin', 'operator', 'viewer', 'client'];

export type Action = 'manage' | 'read' | 'create' | 'update' | 'delete';
export type Subject = 'all' | 'Account' | 'SubAccount' | 'User' | 'Auth' | 'ACL';
export type AbilityRule = RawRuleOf<MongoAbility<[Action, Subject]>>;

const read = (subject: Subject): AbilityRule => ({ action: 'read', subject });

/** The ability each role grants, as the `{ action, subject }` list returned in userData. */
export const ROLE_ABILITIES: Record<Role, AbilityRule[]> = {
  staff: [{ action: 'manage', subject: 'all' }],
  admin: [{ action: 'manage', subject: 'all' }],
  operator: [read('Account'), read('User'), read('Auth'), read('ACL')],
  viewer: [read('Account'), read('User'), read('SubAccount'), read('Auth'), read('ACL')],
  client: [read('ACL'), read('Auth')],
};

/** What a user without stored data may do, as the specification says. */
export const DEFAULT_ABILITY: AbilityRule[] = [read('Auth')];

export function abilityFor(role: Role): MongoAbility {
  return createMongoAbility(ROLE_ABILITIES[role] ?? DEFAULT_ABILITY);
}
