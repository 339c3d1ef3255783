import { createMongoAbility, ForbiddenError, type MongoAbility, type RawRuleOf } from '@casl/ability';
import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { REQUIRED_ABILITY } from '../common/auth/decorators.js';
import type { Feature, SubjectsOf } from '../common/feature/feature.js';
import { ROLES, type Action, type Role } from '../common/auth/roles.js';
import { FEATURES } from './features.js';

/*
 * The role table, built from what the modules declare (features.ts). It lives beside
 * features.ts, not in common/: common/ is what every module builds on, so it may know nothing
 * of the modules themselves.
 */

/** Every CASL subject: those the modules declare in their `*.feature.ts`, and `all`. */
export type Subject = 'all' | SubjectsOf<typeof FEATURES>;
export type AbilityRule = RawRuleOf<MongoAbility<[Action, Subject]>>;

/**
 * Staff and admins manage everything, but for the subjects a feature keeps for staff; the other
 * roles get what each feature grants them. Exported for its unit test, which builds tables of
 * made-up features: the product's table is built once, when this module loads.
 */
export function roleAbilities(features: readonly Feature[] = FEATURES): Record<Role, AbilityRule[]> {
  const table = Object.fromEntries(ROLES.map((role) => [role, [] as AbilityRule[]])) as Record<Role, AbilityRule[]>;
  table.staff.push({ action: 'manage', subject: 'all' });
  table.admin.push({ action: 'manage', subject: 'all' });
  for (const feature of features) {
    const staffOnly = new Set<string>(feature.staffOnly ?? []);
    for (const [subject, byRole] of Object.entries(feature.grants) as [Subject, Partial<Record<Role, readonly Action[]>>][]) {
      // CASL: a later rule wins, so the admin's grants below reopen what this closes.
      if (staffOnly.has(subject)) table.admin.push({ action: 'manage', subject, inverted: true });
      for (const role of ROLES) {
        if (role === 'staff' || (role === 'admin' && !staffOnly.has(subject))) continue;
        for (const action of byRole[role] ?? []) table[role].push({ action, subject });
      }
    }
  }
  return table;
}

/** The ability each role grants, as the `{ action, subject }` list returned in userData. */
export const ROLE_ABILITIES: Record<Role, AbilityRule[]> = roleAbilities();

const ACTIONS: readonly Action[] = ['read', 'create', 'update', 'delete'];

/**
 * A role's grants spelled subject by subject (`userData.permission`), read off its CASL ability
 * rather than its rules: an admin's `manage all` is followed by the subjects kept for staff
 * (closed, then partly reopened), so listing the rules' `action:subject` showed `manage:Channel`
 * for a grant the API refuses. Here each subject is asked: `manage:S` when every action on it is
 * allowed, else the allowed actions; `manage:all` only when every subject is managed.
 */
export function permissionsOf(rules: AbilityRule[], features: readonly Feature[] = FEATURES): string[] {
  const ability = createMongoAbility(rules);
  const subjects = [...new Set(features.flatMap((feature) => Object.keys(feature.grants)))];
  if (subjects.length && subjects.every((subject) => ability.can('manage', subject))) return ['manage:all'];
  return subjects.flatMap((subject) =>
    ability.can('manage', subject) ? [`manage:${subject}`] : ACTIONS.filter((action) => ability.can(action, subject)).map((action) => `${action}:${subject}`),
  );
}

/** `userData.permission` of each role, built once like the rules. */
export const ROLE_PERMISSIONS: Record<Role, string[]> = Object.fromEntries(
  ROLES.map((role) => [role, permissionsOf(ROLE_ABILITIES[role])]),
) as Record<Role, string[]>;

/** What a user without stored data may do, as the specification says. */
export const DEFAULT_ABILITY: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

const abilities = new Map<Role, MongoAbility>();

/**
 * The ability of a role, built once per process: a role's rules are fixed when this module
 * loads, and building CASL's rule index again on every request cost the guard a tenth of its
 * time. Nothing updates an ability in place, so one object serves every request.
 */
export function abilityFor(role: Role): MongoAbility {
  let ability = abilities.get(role);
  if (!ability) abilities.set(role, (ability = createMongoAbility(ROLE_ABILITIES[role] ?? DEFAULT_ABILITY)));
  return ability;
}

/**
 * Throws CASL's ForbiddenError (the exception filter answers 403) unless the caller may do
 * `action` on `subject`. The error is made only when it is thrown: `ForbiddenError.from`
 * captures a stack trace on every call, allowed or not, a fortieth of a list request's CPU.
 */
export function authorize(ctx: { ability: MongoAbility }, action: Action, subject: Subject): void {
  if (ctx.ability.cannot(action, subject)) ForbiddenError.from(ctx.ability).throwUnlessCan(action, subject);
}

/**
 * The caller's ability must allow this; checked before the body is validated. Also written
 * into the OpenAPI document (`x-ability`), from which the role × route test is generated.
 */
export const Can = (action: Action, subject: Subject) =>
  applyDecorators(SetMetadata(REQUIRED_ABILITY, { action, subject }), ApiExtension('x-ability', { action, subject }));
