import { renderTemplate } from '../../common/sms/render.js';
import { analyzeText, type SmsEncoding } from '../../common/sms/segments.js';
import { normalizeThaiMobile } from '../../common/validation/phone.js';
import { SeenNumbers } from '../../common/validation/seen-numbers.js';
import { creditsFor, type Extras, type LackingValues } from './sending-rules.js';
import type { BlacklistList } from '../blacklist/blacklist.service.js';

/** One line of the audience as given: a typed number, or a file row's cells. */
export interface RawRecipient {
  /** The file row (1-based, counting the header) or null for a typed number. */
  row: number | null;
  phone: string;
  values: Record<string, string>;
}

/** A recipient after normalisation, rendering and pricing. */
export interface PreparedRecipient {
  mobile: string;
  text: string;
  encoding: SmsEncoding;
  parts: number;
  credits: number;
  characters: number;
  forcedBy: string | null;
  /** A person of the account has this typed number (always false for other audiences). */
  matched: boolean;
  /** Some variable of the message had no value for this recipient. */
  lacking: boolean;
}

export type Verdict =
  | { kind: 'valid'; recipient: PreparedRecipient }
  | { kind: 'duplicate' | 'notConsented'; mobile: string }
  /** Left out because a variable of the message has no value for it (LackingValues `leaveOut`). */
  | { kind: 'leftOut'; mobile: string }
  /** `list`: whose blacklist holds the number, the account's own or its parent's (BlacklistService). */
  | { kind: 'blacklisted'; mobile: string; list: BlacklistList }
  | { kind: 'invalid'; row: number | null; value: string };

export interface PrepareOptions {
  message: string;
  extras: Extras;
  /** Appended per recipient when the unsubscribe service is on. */
  unsubscribeLink?: (mobile: string) => string;
  /** Appended per recipient when the e-Consent service is on. */
  consentLink?: (mobile: string) => string;
  /** The numbers (E.164) of a batch that the blacklists the account obeys hold, each with whose list. */
  blacklisted(mobiles: string[]): Promise<ReadonlyMap<string, BlacklistList>>;
  /** When the send is limited to people who consented: those of a batch who did. */
  consented?: (mobiles: string[]) => Promise<Set<string>>;
  /** Typed numbers: the values of the people of a batch who have those numbers, by number. */
  peopleValues?: (mobiles: string[]) => Promise<ReadonlyMap<string, Record<string, string>>>;
  /** The message's variables the audience fills, and what a recipient without a value gets. */
  lacking?: LackingValues & { variables: readonly string[] };
}

/** Rows judged together: one blacklist query, and one hand-over to the consumer, for each. */
const BATCH = 5_000;

/** A number that is valid and new so far: its verdict waits for the batch's blacklist query. */
type Candidate = { kind: 'candidate'; mobile: string; raw: RawRecipient };

/**
 * The audience, judged in batches and in the order given: normalised to E.164, the first of
 * each number kept (later ones are duplicates), blacklisted numbers dropped, the message
 * rendered and priced for each. The analysis counts these verdicts and the fan-out inserts the
 * valid ones, so both see exactly the same send. Batches, not single verdicts, cross each
 * `await`: a million recipients judged one promise at a time spent a third of their time in
 * promise bookkeeping.
 *
 * Memory: one 32-bit slot per distinct number (SeenNumbers: 8 MB a million, where a Set took
 * 40), and one batch; the rows themselves are streamed.
 */
export async function* prepareRecipients(
  source: AsyncIterable<RawRecipient>,
  options: PrepareOptions,
): AsyncGenerator<Verdict[]> {
  const seen = new SeenNumbers();
  let batch: (Verdict | Candidate)[] = [];
  const candidates: string[] = [];

  async function judged(): Promise<Verdict[]> {
    const blocked = candidates.length ? await options.blacklisted(candidates) : new Map<string, BlacklistList>();
    const consented = options.consented && candidates.length ? await options.consented(candidates) : null;
    const people = options.peopleValues && candidates.length ? await options.peopleValues(candidates) : null;
    const verdicts = batch.map((entry) =>
      entry.kind === 'candidate' ? verdictOf(entry, { blocked, consented, people }, options) : entry,
    );
    batch = [];
    candidates.length = 0;
    return verdicts;
  }

  for await (const raw of source) {
    const mobile = normalizeThaiMobile(raw.phone);
    if (!mobile) batch.push({ kind: 'invalid', row: raw.row, value: raw.phone.slice(0, 40) });
    // +66812345678 → 812345678: the nine digits after +66 (normalizeThaiMobile answers Thai numbers only).
    else if (seen.addSeen(Number(mobile.slice(3)))) batch.push({ kind: 'duplicate', mobile });
    else {
      batch.push({ kind: 'candidate', mobile, raw });
      candidates.push(mobile);
    }
    if (batch.length >= BATCH) yield await judged();
  }
  if (batch.length) yield await judged();
}

/** What a batch's queries answered: `consented` null when the send is not limited to people who consented, `people` null unless typed numbers. */
interface BatchFacts {
  blocked: ReadonlyMap<string, BlacklistList>;
  consented: ReadonlySet<string> | null;
  people: ReadonlyMap<string, Record<string, string>> | null;
}

function verdictOf({ mobile, raw }: Candidate, { blocked, consented, people }: BatchFacts, options: PrepareOptions): Verdict {
  const list = blocked.get(mobile);
  if (list) return { kind: 'blacklisted', mobile, list };
  if (consented && !consented.has(mobile)) return { kind: 'notConsented', mobile };
  const person = people?.get(mobile);
  // The row's own values (a typed number as typed) over the person's.
  let values = person ? { ...person, ...raw.values } : raw.values;
  const lacking = options.lacking?.variables.filter((name) => !(Object.hasOwn(values, name) && values[name])) ?? [];
  if (lacking.length && options.lacking?.mode === 'leaveOut') return { kind: 'leftOut', mobile };
  if (lacking.length && options.lacking?.mode === 'fallback') {
    values = { ...values };
    for (const name of lacking) values[name] = options.lacking.fallbacks[name] ?? '';
  }
  let text = renderTemplate(options.message, values);
  if (options.consentLink) text = `${text}\n${options.consentLink(mobile)}`;
  if (options.unsubscribeLink) text = `${text}\n${options.unsubscribeLink(mobile)}`;
  const analysis = analyzeText(text);
  return {
    kind: 'valid',
    recipient: {
      mobile,
      text,
      encoding: analysis.encoding,
      parts: analysis.parts,
      credits: creditsFor(analysis.parts, options.extras),
      characters: analysis.characters,
      forcedBy: analysis.forcedBy,
      matched: person !== undefined,
      lacking: lacking.length > 0,
    },
  };
}
