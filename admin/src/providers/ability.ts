import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { registeredResources } from '@/resources/registry';
import type { AbilityRule } from '@/types';

/** Pages that are not resources → CASL subjects of the API. */
const SUBJECT_BY_PAGE: Record<string, string> = {
  'account-setting': 'Account',
  profile: 'Auth',
};

/** Resources declare their subject in their own index.ts (options.subject). */
const subjectOf = (name: string): string | undefined =>
  Object.hasOwn(SUBJECT_BY_PAGE, name)
    ? SUBJECT_BY_PAGE[name]
    : registeredResources().find((resource) => resource.name === name)?.subject;

/** react-admin actions → CASL actions. */
const ACTION_BY_RA_ACTION: Record<string, string> = {
  list: 'read',
  show: 'read',
  read: 'read',
  export: 'read',
  create: 'create',
  clone: 'create',
  edit: 'update',
  update: 'update',
  delete: 'delete',
};

let cached: { key: string; ability: MongoAbility } | null = null;

const abilityFor = (rules: AbilityRule[]): MongoAbility => {
  const key = JSON.stringify(rules);
  if (cached?.key !== key) cached = { key, ability: createMongoAbility(rules) };
  return cached.ability;
};

/** Unknown resources and actions are denied. */
export const canAccessResource = (rules: AbilityRule[], action: string, resource: string): boolean => {
  // react-admin may ask about a field, as in "users.email".
  const subject = subjectOf(resource.split('.')[0] ?? '');
  if (!subject) return false;
  // One's own profile and password need only `read Auth`, whatever is done with them.
  const caslAction = subject === 'Auth' ? 'read' : ACTION_BY_RA_ACTION[action];
  if (!caslAction) return false;
  return abilityFor(rules).can(caslAction, subject);
};
