import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  RECEIPTS_PER_CALL,
  type HttpReceiptsBody,
  type HttpSubmitRequest,
  type HttpSubmitResponse,
} from '../../../backend/src/common/sms/http-provider.js';
import { SIGNATURE_HEADER, sign } from '../../../backend/src/common/http/signature.js';
import { fateOf, receiptWord } from './fate.js';
import type { InboxEntry, SimulatorOptions } from './smsc-simulator.js';

export interface HttpProviderOptions extends Omit<SimulatorOptions, 'host' | 'tps'> {
  /** Messages per second before 429; 0 = no limit. */
  tps?: number;
  /** Every n-th request meets 429 whatever the rate, so a test sees the retry path on any machine. */
  throttleEvery?: number;
  /** More messages for `GET /inbox` (the SMPP side's), beside this simulator's own. */
  otherInbox?: () => readonly InboxEntry[];
}

export interface HttpProviderStats {
  requests: number;
  submits: number;
  duplicates: number;
  throttled: number;
  receiptsSent: number;
  receiptCallsRefused: number;
}

type Receipt = HttpReceiptsBody['receipts'][number];

const MAX_BODY = 2 * 1024 * 1024;
const FLUSH_MS = 100;
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 10_000;

/**
 * The generic HTTP provider of docs/messaging.md, as the product's simulator plays it: takes
 * JSON batches with Basic credentials, draws each message's fate like the SMPP simulator, and
 * posts signed receipts to the request's receipt URL, again until they are accepted (a 2xx).
 * Receipts go to loopback addresses only.
 */
export class HttpProviderSimulator {
  private server: Server | null = null;
  private boundPort = 0;
  private nextId = 1;
  private readonly seen = new Set<string>();
  private readonly log: { to: string; from: string }[] = [];
  private readonly recent: InboxEntry[] = [];
  private readonly outbox = new Map<string, { receipts: Receipt[]; busy: boolean; retryAt: number; delay: number }>();
  private windowStart = Date.now();
  private inWindow = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly counters: HttpProviderStats = {
    requests: 0,
    submits: 0,
    duplicates: 0,
    throttled: 0,
    receiptsSent: 0,
    receiptCallsRefused: 0,
  };

  constructor(private readonly options: HttpProviderOptions) {}

  get port(): number {
    return this.boundPort;
  }

  stats(): HttpProviderStats {
    return { ...this.counters };
  }

  submitted(): readonly { to: string; from: string }[] {
    return this.log;
  }

  /** Receipts not yet accepted by the console. */
  get receiptsWaiting(): number {
    let waiting = 0;
    for (const box of this.outbox.values()) waiting += box.receipts.length;
    return waiting;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.options.port || this.boundPort || 0, '127.0.0.1', () => resolve());
    });
    this.boundPort = (this.server.address() as AddressInfo).port;
    this.timer = setInterval(() => this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    const server = this.server;
    this.server = null;
    if (server) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url?.startsWith('/inbox')) return reply(200, this.inboxFor(req.url));
    if (req.method !== 'POST' || req.url !== '/messages') return reply(404, { error: 'not found' });
    const expected = `Basic ${Buffer.from(`${this.options.systemId}:${this.options.password}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return reply(401, { error: 'bad credentials' });
    let request: HttpSubmitRequest;
    try {
      request = JSON.parse(await readBody(req)) as HttpSubmitRequest;
      if (!Array.isArray(request.messages) || typeof request.receiptUrl !== 'string') throw new Error('shape');
    } catch {
      return reply(400, { error: 'expected {receiptUrl, messages: [...]}' });
    }
    this.counters.requests++;
    const now = Date.now();
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.inWindow = 0;
    }
    const overRate = !!this.options.tps && this.inWindow + request.messages.length > this.options.tps;
    const forced = !!this.options.throttleEvery && this.counters.requests % this.options.throttleEvery === 0;
    if (overRate || forced) {
      this.counters.throttled++;
      return reply(429, { error: 'throughput exceeded' });
    }
    this.inWindow += request.messages.length;
    const results = request.messages.map((message) => this.take(message, request.receiptUrl));
    const answer: HttpSubmitResponse = { results };
    const latency = this.options.latencyMs ?? 0;
    if (latency > 0) setTimeout(() => reply(200, answer), latency);
    else reply(200, answer);
  }

  /**
   * `GET /inbox?to=66812345678`: the last messages to a number, newest first, from both sides of
   * the simulator, as a phone would show them. For people trying OTP locally, and the tests.
   */
  private inboxFor(url: string): InboxEntry[] {
    const to = new URL(url, 'http://simulator').searchParams.get('to')?.replace(/^\+/, '') ?? '';
    const all = [...(this.options.otherInbox?.() ?? []), ...this.recent];
    return all
      .filter((entry) => !to || entry.to === to)
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, 50);
  }

  private take(message: HttpSubmitRequest['messages'][number], receiptUrl: string): HttpSubmitResponse['results'][number] {
    this.counters.submits++;
    const key = `${message.to}:${message.from}:${message.text}`;
    if (this.seen.has(key)) this.counters.duplicates++;
    else this.seen.add(key);
    if (this.options.record) this.log.push({ to: message.to, from: message.from });
    if (this.options.inbox) {
      this.recent.push({ to: message.to, from: message.from, text: message.text, at: new Date().toISOString() });
      if (this.recent.length > this.options.inbox) this.recent.shift();
    }
    const fate = fateOf(key, this.options.ratios);
    if (fate === 'rejected')
      return { reference: message.reference, status: 'rejected', code: '21', error: 'invalid destination' };
    const id = `h${(this.nextId++).toString(16).padStart(10, '0')}`;
    const { stat, err } = receiptWord(fate);
    setTimeout(
      () => this.queueReceipt(receiptUrl, { id, status: stat, err, doneAt: new Date().toISOString() }),
      this.options.receiptDelayMs ?? 1_000,
    ).unref();
    return { reference: message.reference, status: 'accepted', id };
  }

  private queueReceipt(url: string, receipt: Receipt): void {
    if (!isLoopback(url)) return;
    let box = this.outbox.get(url);
    if (!box) this.outbox.set(url, (box = { receipts: [], busy: false, retryAt: 0, delay: 0 }));
    box.receipts.push(receipt);
  }

  /** One call at a time per receipt URL; a refused call is posted again later, with backoff. */
  private flush(): void {
    const now = Date.now();
    for (const [url, box] of this.outbox) {
      if (box.busy || !box.receipts.length || now < box.retryAt) continue;
      const batch = box.receipts.splice(0, RECEIPTS_PER_CALL);
      const body = JSON.stringify({ receipts: batch } satisfies HttpReceiptsBody);
      box.busy = true;
      void fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(this.options.password, body) },
        body,
        signal: AbortSignal.timeout(10_000),
      })
        .then((response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          this.counters.receiptsSent += batch.length;
          box.delay = 0;
        })
        .catch(() => {
          this.counters.receiptCallsRefused++;
          box.receipts.unshift(...batch);
          box.delay = Math.min(Math.max(box.delay * 2, RETRY_MIN_MS), RETRY_MAX_MS);
          box.retryAt = Date.now() + box.delay;
        })
        .finally(() => {
          box.busy = false;
        });
    }
  }
}

function isLoopback(url: string): boolean {
  try {
    const { hostname, protocol } = new URL(url);
    return (protocol === 'http:' || protocol === 'https:') && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
  } catch {
    return false;
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new Error('too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
