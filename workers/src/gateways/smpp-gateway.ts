import { createHash, randomInt } from 'node:crypto';
import { Logger } from '@nestjs/common';
import smpp, { type PDU, type Session } from 'smpp';
import type {
  DeliveryReceipt,
  OutboundSms,
  SmsGateway,
  SubmitOptions,
  SubmitResult,
} from '../../../backend/src/common/sms/gateway.js';
import { splitParts } from '../../../backend/src/common/sms/segments.js';
import { encodeGsm7 } from './gsm7.js';
import { parseReceipt } from './receipt-text.js';
import { refused } from './submit-result.js';
import { destinationDigits, Throughput } from './throughput.js';

export interface SmppOptions {
  host: string;
  port: number;
  systemId: string;
  password: string;
  /** Messages (PDUs) per second on this bind; 0 = no limit. */
  tps: number;
  /** submit_sm awaiting their response, at most. */
  window: number;
  /** How the operator wants numbers: international (66…) or national (0…). */
  destFormat?: 'international' | 'national';
  systemType?: string;
}

const ESME_ROK = 0;
/** Refusals that pass: the message is tried again later rather than rejected. */
const RETRYABLE = new Set([0x58 /* ESME_RTHROTTLED */, 0x14 /* ESME_RMSGQFUL */, 0x08 /* ESME_RSYSERR */]);
const ENQUIRE_LINK_MS = 30_000;
const RECONNECT_MIN_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

/** Parts tracked in a message's bitmask of accepted parts (an integer's bits); later ones are sent again on a retry. */
const TRACKED_PARTS = 31;

interface Part {
  message: Pending;
  pdu: Record<string, unknown>;
  index: number;
}

interface Pending {
  sms: OutboundSms;
  /** Parts sent on this try still without an answer. */
  waiting: number;
  /** Parts the operator has taken, on this try or an earlier one (bit i = part i + 1). */
  accepted: number;
  /** The first part's message id, when it was taken on this try. */
  firstId: string | null;
  /** A part refused for good: the message is rejected, whatever its other parts met. */
  refusal: { code: string; text: string } | null;
  /** A part refused for a passing reason (throttled, connection lost): the message waits for a retry. */
  passing: { code: string; text: string } | null;
  done: (result: SubmitResult) => void;
}

/**
 * The concatenation reference of a message: the same on every try and in every worker, so a
 * part sent again joins the parts the handset already has instead of starting an orphan set.
 */
export function concatReference(messageId: string): number {
  return createHash('sha256').update(messageId).digest()[0];
}

const partBit = (index: number) => (index < TRACKED_PARTS ? 1 << index : 0);

/**
 * SMPP 3.4 over one bind_transceiver: a window of outstanding submit_sm, a token bucket for
 * the bind's throughput, enquire_link, reconnection with backoff, a pause on throttling, long
 * messages as concatenated parts (8-bit UDH, the reference drawn from the message id; a retry
 * sends only the parts not taken yet), and delivery receipts parsed and acknowledged only once
 * the handler has stored them.
 */
export class SmppGateway implements SmsGateway {
  private readonly logger = new Logger('SmppGateway');
  private session: Session | null = null;
  private bound = false;
  private closing = false;
  private readonly queue: Part[] = [];
  private outstanding = 0;
  private readonly throughput: Throughput;
  private pausedUntil = 0;
  private throttleBackoff = 0;
  private reconnectDelay = RECONNECT_MIN_MS;
  private readonly inFlight = new Set<Part>();
  private timer: NodeJS.Timeout | null = null;
  /** A pump is due at the end of this turn of the event loop. */
  private pumpDue = false;
  /** Receipts stored and waiting for their deliver_sm_resp, sent together at the end of the turn. */
  private acks: { session: Session; pdu: PDU }[] = [];
  private receiptHandler: (receipt: DeliveryReceipt) => void | Promise<void> = () => undefined;

  constructor(private readonly options: SmppOptions) {
    this.throughput = new Throughput(options.tps);
    this.connect();
  }

  onReceipt(handler: (receipt: DeliveryReceipt) => void | Promise<void>): void {
    this.receiptHandler = handler;
  }

  submit(messages: readonly OutboundSms[], options: SubmitOptions = {}): Promise<SubmitResult[]> {
    if (this.closing) return Promise.resolve(messages.map((sms) => refused(sms, 'CLOSING', 'gateway closing', true)));
    // Filled as the promises below are made (their executors run at once).
    const parts: Part[] = [];
    const results = Promise.all(
      messages.map(
        (sms) =>
          new Promise<SubmitResult>((done) => {
            const texts = splitParts(sms.text, sms.encoding);
            const pending: Pending = {
              sms,
              waiting: 0,
              accepted: sms.partsAccepted ?? 0,
              firstId: null,
              refusal: null,
              passing: null,
              done,
            };
            const reference = texts.length > 1 ? concatReference(sms.messageId) : 0;
            texts.forEach((text, index) => {
              // Taken on an earlier try: sent once is enough.
              if (pending.accepted & partBit(index)) return;
              pending.waiting++;
              const message = sms.encoding === 'ucs2' ? Buffer.from(text, 'utf16le').swap16() : encodeGsm7(text);
              const udh = texts.length > 1 ? Buffer.from([0x05, 0x00, 0x03, reference, texts.length, index + 1]) : undefined;
              parts.push({
                message: pending,
                index,
                pdu: {
                  source_addr: sms.from,
                  source_addr_ton: /^\d+$/.test(sms.from) ? 1 : 5,
                  source_addr_npi: /^\d+$/.test(sms.from) ? 1 : 0,
                  destination_addr: destinationDigits(sms.to, this.options.destFormat),
                  dest_addr_ton: this.options.destFormat === 'national' ? 2 : 1,
                  dest_addr_npi: 1,
                  data_coding: sms.encoding === 'ucs2' ? 0x08 : 0x00,
                  registered_delivery: 1,
                  short_message: udh ? { udh, message } : message,
                },
              });
            });
            if (!pending.waiting) this.settle(pending);
          }),
      ),
    );
    // A priority message's parts go first, in their order; the rest join the end.
    if (options.priority) this.queue.unshift(...parts);
    else this.queue.push(...parts);
    this.pump();
    return results;
  }

  async close(deadlineMs = 5_000): Promise<void> {
    this.closing = true;
    const deadline = Date.now() + deadlineMs;
    while (this.outstanding > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    for (const part of this.queue.splice(0)) this.fail(part, 'CLOSING', 'gateway closed', true);
    if (this.timer) clearTimeout(this.timer);
    const session = this.session;
    this.session = null;
    if (session && this.bound) {
      await new Promise<void>((resolve) => {
        const timeout = setTimeout(resolve, 1_000);
        try {
          (session.unbind as (cb: () => void) => void)(() => {
            clearTimeout(timeout);
            resolve();
          });
        } catch {
          resolve();
        }
      });
    }
    session?.destroy();
  }

  private connect(): void {
    if (this.closing) return;
    const session = smpp.connect({
      url: `smpp://${this.options.host}:${this.options.port}`,
      auto_enquire_link_period: ENQUIRE_LINK_MS,
    });
    this.session = session;
    session.on('connect', () => {
      (session.bind_transceiver as (options: object, cb: (pdu: PDU) => void) => void)(
        {
          system_id: this.options.systemId,
          password: this.options.password,
          system_type: this.options.systemType ?? '',
          interface_version: 0x34,
        },
        (pdu) => {
          if (pdu.command_status !== ESME_ROK) {
            this.logger.error(
              `SMPP bind to ${this.options.host}:${this.options.port} refused (status 0x${pdu.command_status.toString(16)}): check system id and password`,
            );
            session.destroy();
            return;
          }
          this.bound = true;
          this.reconnectDelay = RECONNECT_MIN_MS;
          this.pump();
        },
      );
    });
    session.on('deliver_sm', (pdu: PDU) => this.delivered(session, pdu));
    session.on('enquire_link', (pdu: PDU) => session.send(pdu.response()));
    session.on('unbind', (pdu: PDU) => {
      session.send(pdu.response());
      session.close();
    });
    // Without a listener a reset connection would kill the process.
    session.on('error', (error: Error) =>
      this.logger.warn(`SMPP connection to ${this.options.host}:${this.options.port}: ${error.message}`),
    );
    session.on('close', () => this.lost(session));
  }

  /** The connection is gone: answers in flight are lost (retry), the queue waits for the next bind. */
  private lost(session: Session): void {
    if (this.session !== session) return;
    this.bound = false;
    this.session = null;
    for (const part of [...this.inFlight]) {
      this.inFlight.delete(part);
      this.outstanding--;
      this.fail(part, 'CONNECTION_LOST', 'the connection closed before the answer (the operator may have the message)', true);
    }
    if (this.closing) return;
    const delay = this.reconnectDelay + randomInt(250);
    this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
    setTimeout(() => this.connect(), delay).unref();
  }

  /** Sends queued parts while the window, the throughput and any throttling pause allow. */
  private pump(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const session = this.session;
    if (!session || !this.bound) return;
    const now = Date.now();
    if (now < this.pausedUntil) {
      this.timer = setTimeout(() => this.pump(), this.pausedUntil - now);
      return;
    }
    this.corked(session, () => {
      while (this.queue.length && this.outstanding < this.options.window && this.throughput.take(1)) {
        const part = this.queue.shift()!;
        this.outstanding++;
        this.inFlight.add(part);
        (session.submit_sm as (pdu: object, cb: (pdu: PDU) => void) => void)(part.pdu, (resp) => this.answered(part, resp));
      }
    });
    if (this.queue.length && this.outstanding < this.options.window && this.options.tps) {
      this.timer = setTimeout(() => this.pump(), this.throughput.nextInMs);
    }
  }

  private answered(part: Part, resp: PDU): void {
    if (!this.inFlight.delete(part)) return; // already failed with its connection
    this.outstanding--;
    if (resp.command_status === ESME_ROK) {
      this.throttleBackoff = 0;
      part.message.accepted |= partBit(part.index);
      if (part.index === 0) part.message.firstId = String(resp.message_id ?? '');
      this.partDone(part.message);
    } else {
      const retryable = RETRYABLE.has(resp.command_status);
      if (resp.command_status === 0x58 || resp.command_status === 0x14) {
        this.throttleBackoff = Math.min(Math.max(this.throttleBackoff * 2, 1_000), RECONNECT_MAX_MS);
        this.pausedUntil = Date.now() + this.throttleBackoff;
      }
      this.fail(
        part,
        `0x${resp.command_status.toString(16).padStart(8, '0')}`,
        `submit_sm_resp status ${resp.command_status}`,
        retryable,
      );
    }
    this.pumpSoon();
  }

  /**
   * The answers that arrive in one read free their window slots one by one: the parts that take
   * them go out together at the end of the turn, in one write, rather than one write each.
   */
  private pumpSoon(): void {
    if (this.pumpDue) return;
    this.pumpDue = true;
    setImmediate(() => {
      this.pumpDue = false;
      this.pump();
    });
  }

  /** Sends on one write whatever `send` puts on the session's socket. */
  private corked(session: Session, send: () => void): void {
    const socket = (session as { socket?: { cork(): void; uncork(): void } }).socket;
    socket?.cork();
    try {
      send();
    } finally {
      socket?.uncork();
    }
  }

  private fail(part: Part, code: string, text: string, retryable: boolean): void {
    if (retryable) part.message.passing ??= { code, text };
    else part.message.refusal ??= { code, text };
    this.partDone(part.message);
  }

  private partDone(message: Pending): void {
    if (--message.waiting > 0) return;
    this.settle(message);
  }

  /**
   * Every part sent on this try is answered: one result for the message. A part refused for good
   * rejects it; one refused for a passing reason leaves it to a retry of the parts not taken,
   * which the result names; otherwise it is accepted, its id its first part's.
   */
  private settle(message: Pending): void {
    const { sms, refusal, passing, accepted, firstId } = message;
    if (refusal) message.done(refused(sms, refusal.code, refusal.text, false));
    else if (passing)
      message.done({ ...refused(sms, passing.code, passing.text, true), providerMessageId: firstId, partsAccepted: accepted });
    else
      message.done({
        messageId: sms.messageId,
        accepted: true,
        providerMessageId: firstId,
        errorCode: null,
        errorText: null,
        retryable: false,
        partsAccepted: accepted,
      });
  }

  /** A receipt is acknowledged after its handler has stored it: never lost with the process. */
  private delivered(session: Session, pdu: PDU): void {
    const isReceipt = (Number(pdu.esm_class ?? 0) & 0x3c) === 0x04;
    if (!isReceipt) {
      session.send(pdu.response());
      return;
    }
    const receipt = parseReceipt(pdu);
    Promise.resolve(receipt ? this.receiptHandler(receipt) : undefined).then(
      () => this.acknowledge(session, pdu),
      // Not stored: no answer, so the SMSC sends it again.
      (error: unknown) => this.logger.warn(`receipt not stored: ${String(error)}`),
    );
  }

  /** A batch's receipts are stored together: their answers go out together, in one write. */
  private acknowledge(session: Session, pdu: PDU): void {
    this.acks.push({ session, pdu });
    if (this.acks.length > 1) return;
    setImmediate(() => {
      const acks = this.acks;
      this.acks = [];
      for (const target of new Set(acks.map((ack) => ack.session))) {
        this.corked(target, () => {
          for (const ack of acks) if (ack.session === target) target.send(ack.pdu.response());
        });
      }
    });
  }
}
