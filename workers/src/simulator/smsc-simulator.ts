import type { AddressInfo } from 'node:net';
import smpp, { type PDU, type Server, type Session } from 'smpp';
import { fateOf, receiptWord, type Fate, type Ratios } from './fate.js';

export interface SimulatorOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  systemId: string;
  password: string;
  /** submit_sm per second and bind before ESME_RTHROTTLED; 0 = no limit. */
  tps?: number;
  /** Delay of each submit_sm_resp. */
  latencyMs?: number;
  /** Delay of each receipt after the submit. */
  receiptDelayMs?: number;
  /** Shares of outcomes; the rest get an EXPIRED receipt. */
  ratios?: Ratios;
  /** Keep every submit (destination, message id) for assertions; off for benchmarks. */
  record?: boolean;
  /** Keep the last this many texts per simulator for its inbox (a phone's messages, for people testing OTP). */
  inbox?: number;
}

/** A message as the phone would show it. */
export interface InboxEntry {
  to: string;
  from: string;
  text: string;
  at: string;
}

export interface SimulatorStats {
  binds: number;
  submits: number;
  uniqueSubmits: number;
  duplicates: number;
  receiptsSent: number;
  throttled: number;
  maxOutstanding: number;
}

/**
 * The product's own SMSC: an SMPP 3.4 server with configurable latency, throughput limit and
 * delivered/undelivered/rejected/expired shares, for `npm start`, the tests and the benchmark.
 * The outcome of a message is drawn from a hash of its destination and content, so a message
 * sent again meets the same fate, and a run is repeatable.
 */
export class SmscSimulator {
  private server: Server | null = null;
  private readonly sessions = new Set<Session>();
  /** Receipts sent but not yet acknowledged, per bind: sent again to the next bind if it closes first. */
  private readonly unacknowledged = new Map<Session, Map<number, Record<string, unknown>>>();
  /** Receipts waiting for a bind to take them. */
  private readonly waiting: Record<string, unknown>[] = [];
  private nextReceipt = 1;
  private readonly seen = new Set<string>();
  private readonly log: { destination: string; source: string; text: string }[] = [];
  private readonly recent: InboxEntry[] = [];
  private nextId = 1;
  private boundPort = 0;
  private readonly counters: SimulatorStats = {
    binds: 0,
    submits: 0,
    uniqueSubmits: 0,
    duplicates: 0,
    receiptsSent: 0,
    throttled: 0,
    maxOutstanding: 0,
  };

  constructor(private readonly options: SimulatorOptions) {}

  get port(): number {
    return this.boundPort;
  }

  async start(): Promise<void> {
    this.server = smpp.createServer({}, (session) => this.accept(session));
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.options.port || this.boundPort || 0, this.options.host ?? '127.0.0.1', () => resolve());
    });
    this.boundPort = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    for (const session of this.sessions) session.destroy();
    this.sessions.clear();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  stats(): SimulatorStats {
    return { ...this.counters };
  }

  /** The last messages taken (with `inbox`), oldest first. */
  inbox(): readonly InboxEntry[] {
    return this.recent;
  }

  /** Every first part submitted (with `record`), in order, its text decoded (GSM-7 read as ASCII). */
  submitted(): readonly { destination: string; source: string; text: string }[] {
    return this.log;
  }

  private accept(session: Session): void {
    let bound = false;
    let windowStart = Date.now();
    let inWindow = 0;
    let outstanding = 0;
    session.on('error', () => undefined);
    session.on('close', () => {
      this.sessions.delete(session);
      // As an SMSC does: receipts the closed bind never acknowledged go to the next one.
      const pending = this.unacknowledged.get(session);
      this.unacknowledged.delete(session);
      if (pending?.size) {
        this.waiting.push(...pending.values());
        this.flushWaiting();
      }
    });
    session.on('bind_transceiver', (pdu: PDU) => {
      if (pdu.system_id !== this.options.systemId || pdu.password !== this.options.password) {
        session.send(pdu.response({ command_status: 0x0e /* ESME_RINVPASWD */ }));
        session.close();
        return;
      }
      bound = true;
      this.counters.binds++;
      this.sessions.add(session);
      this.unacknowledged.set(session, new Map());
      session.send(pdu.response({ system_id: 'engage-smsc' }));
      this.flushWaiting();
    });
    session.on('enquire_link', (pdu: PDU) => session.send(pdu.response()));
    session.on('unbind', (pdu: PDU) => {
      session.send(pdu.response());
      session.close();
    });
    session.on('deliver_sm_resp', () => undefined);
    session.on('submit_sm', (pdu: PDU) => {
      if (!bound) {
        session.send(pdu.response({ command_status: 0x04 /* ESME_RINVBNDSTS */ }));
        return;
      }
      const now = Date.now();
      if (now - windowStart >= 1000) {
        windowStart = now;
        inWindow = 0;
      }
      if (this.options.tps && ++inWindow > this.options.tps) {
        this.counters.throttled++;
        session.send(pdu.response({ command_status: 0x58 /* ESME_RTHROTTLED */ }));
        return;
      }
      outstanding++;
      this.counters.maxOutstanding = Math.max(this.counters.maxOutstanding, outstanding);
      this.counters.submits++;
      const { key, first } = this.keyOf(pdu);
      if (this.seen.has(key)) this.counters.duplicates++;
      else {
        this.seen.add(key);
        this.counters.uniqueSubmits++;
      }
      const fate = fateOf(key, this.options.ratios);
      // Every submit is recorded, refused ones too: a duplicate is a duplicate whatever its fate.
      if (first && this.options.record)
        this.log.push({ destination: String(pdu.destination_addr), source: String(pdu.source_addr), text: textOf(pdu) });
      if (first && this.options.inbox) {
        this.recent.push({
          to: String(pdu.destination_addr),
          from: String(pdu.source_addr),
          text: textOf(pdu),
          at: new Date().toISOString(),
        });
        if (this.recent.length > this.options.inbox) this.recent.shift();
      }
      const answer = () => {
        outstanding--;
        if (fate === 'rejected') {
          session.send(pdu.response({ command_status: 0x0b /* ESME_RINVDSTADR */ }));
          return;
        }
        const messageId = (this.nextId++).toString(16).padStart(10, '0');
        session.send(pdu.response({ message_id: messageId }));
        setTimeout(() => this.receipt(session, pdu, messageId, fate), this.options.receiptDelayMs ?? 1_000).unref();
      };
      const latency = this.options.latencyMs ?? 0;
      if (latency > 0) setTimeout(answer, latency).unref();
      else setImmediate(answer);
    });
  }

  /** A message is the same message when sent again: destination, and content or UDH part. */
  private keyOf(pdu: PDU): { key: string; first: boolean } {
    const short = pdu.short_message as { udh?: Buffer[] | Buffer; message?: string | Buffer } | undefined;
    const message = short?.message;
    const body = Buffer.isBuffer(message) ? message.toString('hex') : String(message ?? '');
    const udh = Array.isArray(short?.udh) ? short.udh[0] : short?.udh;
    const part = udh && udh.length >= 6 ? `:${udh[udh.length - 1]}/${udh[udh.length - 2]}` : '';
    const first = !udh || udh.length < 6 || udh[udh.length - 1] === 1;
    return { key: `${String(pdu.destination_addr)}:${String(pdu.source_addr)}${part}:${body}`, first };
  }

  /** The receipt goes to the bind it came from, or to another bind of the account if that one closed. */
  private receipt(origin: Session, submit: PDU, messageId: string, fate: Exclude<Fate, 'rejected'>): void {
    const session = this.sessions.has(origin) ? origin : ([...this.sessions][0] ?? null);
    const { stat, err } = receiptWord(fate);
    const stamp = smppDate(new Date());
    const text = `id:${messageId} sub:001 dlvrd:${fate === 'delivered' ? '001' : '000'} submit date:${stamp} done date:${stamp} stat:${stat} err:${err} text:`;
    this.counters.receiptsSent++;
    this.deliver(session, {
      source_addr: submit.destination_addr,
      destination_addr: submit.source_addr,
      esm_class: 0x04,
      short_message: text,
      receipted_message_id: messageId,
      message_state: fate === 'delivered' ? 2 : fate === 'expired' ? 3 : 5,
    });
  }

  /** Sends a receipt and keeps it until the bind acknowledges it. */
  private deliver(session: Session | null, receipt: Record<string, unknown>): void {
    const pending = session ? this.unacknowledged.get(session) : undefined;
    if (!pending) {
      this.waiting.push(receipt);
      return;
    }
    const key = this.nextReceipt++;
    pending.set(key, receipt);
    (session!.deliver_sm as (pdu: object, cb: () => void) => void)(receipt, () => pending.delete(key));
  }

  private flushWaiting(): void {
    const session = [...this.sessions][0];
    if (!session) return;
    for (const receipt of this.waiting.splice(0)) this.deliver(session, receipt);
  }
}

function smppDate(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCFullYear() % 100)}${two(date.getUTCMonth() + 1)}${two(date.getUTCDate())}${two(date.getUTCHours())}${two(date.getUTCMinutes())}`;
}

/** A part's text: UCS-2 as UTF-16BE, anything else byte for byte (enough for digits and Latin). */
function textOf(pdu: PDU): string {
  const short = pdu.short_message as { message?: string | Buffer } | string | Buffer | undefined;
  const message = typeof short === 'object' && short !== null && !Buffer.isBuffer(short) ? short.message : short;
  if (!Buffer.isBuffer(message)) return String(message ?? '');
  return Number(pdu.data_coding) === 0x08 ? Buffer.from(message).swap16().toString('utf16le') : message.toString('latin1');
}
