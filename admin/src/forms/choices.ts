import type { AccountStatus, Plan, Role, Status } from '@/types';

// Choice names are translation keys; react-admin inputs and fields translate them.

export const planChoices: { id: Plan; name: string }[] = [
  { id: 'basic', name: 'app.plan.basic' },
  { id: 'trials', name: 'app.plan.trials' },
  { id: 'enterprise', name: 'app.plan.enterprise' },
];

export const roleChoices: { id: Role; name: string }[] = [
  { id: 'staff', name: 'app.role.staff' },
  { id: 'admin', name: 'app.role.admin' },
  { id: 'operator', name: 'app.role.operator' },
  { id: 'viewer', name: 'app.role.viewer' },
  { id: 'client', name: 'app.role.client' },
];

export const statusChoices: { id: Status; name: string }[] = [
  { id: 'active', name: 'app.status.active' },
  { id: 'inactive', name: 'app.status.inactive' },
];

export const accountStatusChoices: { id: AccountStatus; name: string }[] = [
  { id: 'active', name: 'app.accountStatus.active' },
  { id: 'suspended', name: 'app.accountStatus.suspended' },
];

/** Only staff may give the staff role; an existing staff user keeps it visible. */
export const assignableRoleChoices = (actorRole: Role | undefined, currentRole?: Role) =>
  roleChoices.filter((choice) => choice.id !== 'staff' || actorRole === 'staff' || currentRole === 'staff');

/** IANA zones offered for an account; names are data, not translated. */
export const timeZoneChoices = Intl.supportedValuesOf('timeZone').map((zone) => ({
  id: zone,
  name: zone,
}));
