import type { QuietHours } from '../../config/app-config.js';
import type { Plan } from '../accounts/account.entity.js';

/**
 * Prices and times of a send (domain.md, "Encoding, parts and credits" and "Sending rules").
 * Kept together so the analysis, the confirmation and the worker price a message alike.
 */

/** Marketing waits out the quiet hours; transactional messages (an order, a code) do not. */
export const BROADCAST_KINDS = ['marketing', 'transactional'] as const;
export type BroadcastKind = (typeof BROADCAST_KINDS)[number];

/** Credits one part costs on the default route. */
export const ROUTE_FACTOR = 1;
/** The paid unsubscribe-link service: one more credit per receiver. */
export const UNSUBSCRIBE_LINK_CREDITS = 1;
/** The e-Consent surcharge per receiver, per plan (the specification leaves the amount open). */
export const E_CONSENT_CREDITS: Record<Plan, number> = { trials: 1, basic: 1, enterprise: 1 };

export interface Extras {
  unsubscribeLink: boolean;
  /** Each message carries an e-Consent link (priced per receiver). */
  eConsent: boolean;
  /** Only numbers whose latest marketing consent with the account is "accepted" receive it (free). */
  consentedOnly: boolean;
  plan: Plan;
}

/** What one recipient's message costs. */
export function creditsFor(parts: number, extras: Extras): number {
  return (
    parts * ROUTE_FACTOR +
    (extras.unsubscribeLink ? UNSUBSCRIBE_LINK_CREDITS : 0) +
    (extras.eConsent ? E_CONSENT_CREDITS[extras.plan] : 0)
  );
}

/** Bangkok is UTC+7 all year (no daylight saving time). */
const ICT_OFFSET_HOURS = 7;
/** Thailand's rule for marketing SMS: not 21:00–09:00 ICT (SMS_QUIET_HOURS sets another window). */
export const QUIET_HOURS: QuietHours = { from: 21, until: 9 };

/** Marketing is not delivered in the quiet hours (ICT); transactional and OTP messages are exempt. */
export function inQuietHours(at: Date, kind: BroadcastKind, hours: QuietHours | null = QUIET_HOURS): boolean {
  if (kind !== 'marketing' || !hours) return false;
  const hour = (at.getUTCHours() + ICT_OFFSET_HOURS) % 24;
  // A window across midnight (21–9) or within a day (13–14).
  return hours.from > hours.until ? hour >= hours.from || hour < hours.until : hour >= hours.from && hour < hours.until;
}

/**
 * What a recipient gets for a variable of the message it has no value for (a typed number no
 * person of the account has, a person or a file row with the field empty): the variable left
 * empty, a value the sender typed for it, or no message at all.
 */
export const MISSING_VALUES = ['empty', 'fallback', 'leaveOut'] as const;
export type MissingValues = (typeof MISSING_VALUES)[number];
/** The longest value typed for a variable nobody filled. */
export const FALLBACK_VALUE_MAX = 100;

export interface LackingValues {
  mode: MissingValues;
  /** Variable → the value recipients without one get (mode `fallback`). */
  fallbacks: Record<string, string>;
}

/** How far ahead a send may be scheduled. */
export const MAX_SCHEDULE_DAYS = 90;
/** Numbers typed or pasted into one send; more come as a file. */
export const MAX_TYPED_RECIPIENTS = 10_000;
/** Sends up to this many recipients go through the priority queue: a few numbers never wait behind a million. */
export const PRIORITY_SEND_MAX = 100;
/** The job a send's chunks go out as: small sends on the priority queue. */
export const chunkJobFor = (recipients: number) =>
  recipients <= PRIORITY_SEND_MAX ? ('priorityChunk' as const) : ('chunk' as const);

/** The body names people (everyone, tags or groups) as its audience. */
export function toPeople(dto: { allPeople?: boolean; tagIds?: string[]; groupIds?: string[] }): boolean {
  return dto.allPeople === true || Boolean(dto.tagIds?.length) || Boolean(dto.groupIds?.length);
}
