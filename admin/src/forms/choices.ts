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
  { id: 'verifier', name: 'app.role.verifier' },
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

/** The zone of the product's market, offered first. */
export const HOME_TIME_ZONE = 'Asia/Bangkok';

/** "+7", "-3:30", "" for UTC itself, as a person reads an offset. */
const offsetOf = (zone: string, at: Date): { label: string; minutes: number } => {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name ?? '');
  if (!match) return { label: '', minutes: 0 };
  const minutes = (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
  return { label: `${match[1]}${match[2]}${match[3] ? `:${match[3]}` : ''}`, minutes };
};

let zones: { id: string; name: string }[] | null = null;

/**
 * IANA zones labelled with their offset ("Asia/Bangkok (GMT+7)") so that typing a city or
 * "+7" finds them; Asia/Bangkok first, the rest by offset. Names are data, not translated.
 */
export const timeZoneChoices = (): { id: string; name: string }[] => {
  if (zones) return zones;
  const now = new Date();
  const all = Intl.supportedValuesOf('timeZone').map((zone) => {
    const offset = offsetOf(zone, now);
    return { id: zone, name: `${zone.replace(/_/g, ' ')} (GMT${offset.label})`, minutes: offset.minutes };
  });
  const home = all.filter((zone) => zone.id === HOME_TIME_ZONE);
  const rest = all.filter((zone) => zone.id !== HOME_TIME_ZONE).sort((a, b) => a.minutes - b.minutes || a.id.localeCompare(b.id));
  zones = [...home, ...rest].map(({ id, name }) => ({ id, name }));
  return zones;
};

/** Plans from lowest to highest: a parent admin hands out at most its own (staff any). */
const PLAN_ORDER: Plan[] = ['trials', 'basic', 'enterprise'];

export const plansUpTo = (own: Plan | null | undefined, staff: boolean): typeof planChoices =>
  staff || !own ? planChoices : planChoices.filter((choice) => PLAN_ORDER.indexOf(choice.id) <= PLAN_ORDER.indexOf(own));
