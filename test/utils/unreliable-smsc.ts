import type { AddressInfo } from 'node:net';
import smpp, { type PDU, type Server, type Session } from 'smpp';

/** What the SMSC did with one submit_sm it received. */
export type Outcome = 'accepted' | 'throttled' | 'rejected' | 'lost';

/** One submit_sm as received: its destination, its concatenation header and what it met. */
export interface Reception {
  destination: string;
  /** The UDH's concatenation reference, null for a single-part message. */
  reference: number | null;
  total: number;
  sequence: number;
  outcome: Outcome;
  /** The message id answered, for an accepted part. */
  id: string | null;
}

export interface UnreliableSmscOptions {
  systemId: string;
  password: string;
  /** Every this-many-th submit is refused ESME_RTHROTTLED. */
  throttleEvery: number;
  /** On every this-many-th submit the connection closes without answering it (nor anything after it on that bind). */
  dropEvery: number;
  /** Every this-many-th accepted submit has its receipt sent before its submit_sm_resp. */
  receiptFirstEvery: number;
  /** Destinations (as received) refused ESME_RINVDSTADR, every part. */
  rejects: (destination: string) => boolean;
  /** The receipt word of an accepted part. */
  stat: (destination: string) => 'DELIVRD' | 'UNDELIV';
}

/**
 * An SMSC for tests, built on the `smpp` package's server alone (not the product's simulator):
 * it throttles a share of submits, drops the connection now and then with submits unanswered,
 * sends some receipts ahead of their submit_sm_resp, and records every submit it received.
 * Receipts a closed bind never acknowledged go to the next bind, as an SMSC does.
 */
export class UnreliableSmsc {
  readonly received: Reception[] = [];
  private server: Server | null = null;
  private submits = 0;
  private accepted = 0;
  private nextId = 1;
  private readonly bound = new Set<Session>();
  private readonly open = new Set<Session>();
  private readonly unacknowledged = new Map<Session, Map<number, Record<string, unknown>>>();
  private readonly waiting: Record<string, unknown>[] = [];
  private nextReceipt = 1;
  readonly counters = { binds: 0, drops: 0, receiptsFirst: 0 };

  constructor(private readonly options: UnreliableSmscOptions) {}

  get port(): number {
    return (this.server!.address() as AddressInfo).port;
  }

  async start(): Promise<void> {
    this.server = smpp.createServer({}, (session) => this.accept(session));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
  }

  async stop(): Promise<void> {
    for (const session of this.open) session.destroy();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  private accept(session: Session): void {
    let dropped = false;
    this.open.add(session);
    session.on('error', () => undefined);
    session.on('close', () => {
      this.open.delete(session);
      this.bound.delete(session);
      const pending = this.unacknowledged.get(session);
      this.unacknowledged.delete(session);
      if (pending?.size) this.waiting.push(...pending.values());
      this.flush();
    });
    session.on('bind_transceiver', (pdu: PDU) => {
      if (pdu.system_id !== this.options.systemId || pdu.password !== this.options.password) {
        session.send(pdu.response({ command_status: 0x0e /* ESME_RINVPASWD */ }));
        session.close();
        return;
      }
      this.counters.binds++;
      this.bound.add(session);
      this.unacknowledged.set(session, new Map());
      session.send(pdu.response({ system_id: 'unreliable' }));
      this.flush();
    });
    session.on('enquire_link', (pdu: PDU) => {
      if (!dropped) session.send(pdu.response());
    });
    session.on('unbind', (pdu: PDU) => {
      session.send(pdu.response());
      session.close();
    });
    session.on('deliver_sm_resp', () => undefined);
    session.on('submit_sm', (pdu: PDU) => {
      const n = ++this.submits;
      const reception = receptionOf(pdu);
      const record = (outcome: Outcome, id: string | null = null) => this.received.push({ ...reception, outcome, id });
      if (dropped) return record('lost');
      if (n % this.options.dropEvery === 0) {
        // Gone with its answer unsent: the client cannot tell whether the part was taken. The
        // close is graceful, so every answer written before it reaches the client.
        dropped = true;
        this.counters.drops++;
        this.bound.delete(session);
        record('lost');
        session.close();
        return;
      }
      if (this.options.rejects(reception.destination)) {
        record('rejected');
        session.send(pdu.response({ command_status: 0x0b /* ESME_RINVDSTADR */ }));
        return;
      }
      if (n % this.options.throttleEvery === 0) {
        record('throttled');
        session.send(pdu.response({ command_status: 0x58 /* ESME_RTHROTTLED */ }));
        return;
      }
      const id = `u${(this.nextId++).toString(16).padStart(9, '0')}`;
      record('accepted', id);
      const receipt = receiptOf(pdu, id, this.options.stat(reception.destination));
      if (++this.accepted % this.options.receiptFirstEvery === 0) {
        this.counters.receiptsFirst++;
        this.deliver(session, receipt);
        session.send(pdu.response({ message_id: id }));
      } else {
        session.send(pdu.response({ message_id: id }));
        setTimeout(() => this.deliver(this.bound.has(session) ? session : null, receipt), 20).unref();
      }
    });
  }

  /** Sends a receipt and keeps it until acknowledged; with no bind at hand it waits for the next. */
  private deliver(session: Session | null, receipt: Record<string, unknown>): void {
    const target = session ?? [...this.bound][0];
    const pending = target ? this.unacknowledged.get(target) : undefined;
    if (!target || !pending) {
      this.waiting.push(receipt);
      return;
    }
    const key = this.nextReceipt++;
    pending.set(key, receipt);
    (target.deliver_sm as (pdu: object, cb: () => void) => void)(receipt, () => pending.delete(key));
  }

  private flush(): void {
    if (!this.bound.size) return;
    for (const receipt of this.waiting.splice(0)) this.deliver(null, receipt);
  }
}

/** The destination and the 8-bit concatenation header (IEI 0x00) of a submit_sm. */
function receptionOf(pdu: PDU): Omit<Reception, 'outcome' | 'id'> {
  const short = pdu.short_message as { udh?: Buffer[] } | undefined;
  const concat = short?.udh?.find((element) => element[0] === 0x00 && element[1] === 0x03);
  return {
    destination: String(pdu.destination_addr),
    reference: concat ? concat[2] : null,
    total: concat ? concat[3] : 1,
    sequence: concat ? concat[4] : 1,
  };
}

function receiptOf(submit: PDU, id: string, stat: string): Record<string, unknown> {
  const now = new Date();
  const two = (value: number) => String(value).padStart(2, '0');
  const stamp = `${two(now.getUTCFullYear() % 100)}${two(now.getUTCMonth() + 1)}${two(now.getUTCDate())}${two(now.getUTCHours())}${two(now.getUTCMinutes())}`;
  return {
    source_addr: submit.destination_addr,
    destination_addr: submit.source_addr,
    esm_class: 0x04,
    short_message: `id:${id} sub:001 dlvrd:${stat === 'DELIVRD' ? '001' : '000'} submit date:${stamp} done date:${stamp} stat:${stat} err:000 text:`,
    receipted_message_id: id,
    message_state: stat === 'DELIVRD' ? 2 : 5,
  };
}
