import { Logger } from '@nestjs/common';
import type { OutboundSms, SmsGateway, SubmitOptions, SubmitResult } from '../../../backend/src/common/sms/gateway.js';
import {
  MESSAGES_PER_REQUEST,
  type HttpSubmitRequest,
  type HttpSubmitResponse,
} from '../../../backend/src/common/sms/http-provider.js';
import { refused } from './submit-result.js';
import { destinationDigits, Throughput } from './throughput.js';

export interface HttpGatewayOptions {
  /** The provider's base URL; messages go to `<baseUrl>/messages`. */
  baseUrl: string;
  systemId: string;
  password: string;
  /** Messages per second; 0 = no limit. */
  tps: number;
  /** Requests awaiting their answer, at most. */
  window: number;
  destFormat?: 'international' | 'national';
  /** Our receipt webhook for this channel, sent with every request. */
  receiptUrl: string;
  /** An answer slower than this is a lost answer: the messages are tried again. */
  timeoutMs?: number;
}

/** Refusals of a whole request that pass (or that staff fix in the channel): the messages wait. */
const RETRYABLE_STATUS = new Set([401, 403, 408, 409, 425, 429]);
const PAUSE_MIN_MS = 1_000;
const PAUSE_MAX_MS = 30_000;

interface Waiting {
  sms: OutboundSms;
  done: (result: SubmitResult) => void;
}

/**
 * The generic HTTP provider (docs/messaging.md): messages posted in JSON batches under the
 * channel's window and throughput, with Basic credentials. Receipts do not come back on this
 * connection: the provider posts them, signed, to the channel's webhook on the API, which queues
 * them for the worker.
 */
export class HttpGateway implements SmsGateway {
  private readonly logger = new Logger('HttpGateway');
  private readonly queue: Waiting[] = [];
  private readonly throughput: Throughput;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly authorization: string;
  private closing = false;
  private pausedUntil = 0;
  private pause = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: HttpGatewayOptions) {
    this.throughput = new Throughput(options.tps);
    this.authorization = `Basic ${Buffer.from(`${options.systemId}:${options.password}`).toString('base64')}`;
  }

  /** Receipts reach the API's webhook, not this object. */
  onReceipt(): void {}

  submit(messages: readonly OutboundSms[], options: SubmitOptions = {}): Promise<SubmitResult[]> {
    if (this.closing) return Promise.resolve(messages.map((sms) => refused(sms, 'CLOSING', 'gateway closing', true)));
    const waiting: Waiting[] = [];
    const results = Promise.all(messages.map((sms) => new Promise<SubmitResult>((done) => waiting.push({ sms, done }))));
    if (options.priority) this.queue.unshift(...waiting);
    else this.queue.push(...waiting);
    this.pump();
    return results;
  }

  async close(deadlineMs = 5_000): Promise<void> {
    this.closing = true;
    if (this.timer) clearTimeout(this.timer);
    const deadline = new Promise((resolve) => setTimeout(resolve, deadlineMs).unref());
    await Promise.race([Promise.all(this.inFlight), deadline]);
    for (const waiting of this.queue.splice(0)) waiting.done(refused(waiting.sms, 'CLOSING', 'gateway closed', true));
  }

  private pump(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const now = Date.now();
    if (now < this.pausedUntil) {
      this.timer = setTimeout(() => this.pump(), this.pausedUntil - now);
      return;
    }
    while (this.queue.length && this.inFlight.size < this.options.window) {
      const taken = this.throughput.take(Math.min(MESSAGES_PER_REQUEST, this.queue.length));
      if (!taken) break;
      const request = this.post(this.queue.splice(0, taken));
      this.inFlight.add(request);
      void request.finally(() => {
        this.inFlight.delete(request);
        this.pump();
      });
    }
    if (this.queue.length && this.inFlight.size < this.options.window) {
      this.timer = setTimeout(() => this.pump(), this.throughput.nextInMs);
    }
  }

  private async post(batch: Waiting[]): Promise<void> {
    const body: HttpSubmitRequest = {
      receiptUrl: this.options.receiptUrl,
      messages: batch.map(({ sms }) => ({
        reference: sms.messageId,
        from: sms.from,
        to: destinationDigits(sms.to, this.options.destFormat),
        text: sms.text,
        encoding: sms.encoding === 'ucs2' ? 'ucs2' : 'gsm7',
      })),
    };
    let response: Response;
    let answer: HttpSubmitResponse | null = null;
    try {
      response = await fetch(`${this.options.baseUrl}/messages`, {
        method: 'POST',
        headers: { authorization: this.authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
      if (response.ok) answer = (await response.json()) as HttpSubmitResponse;
    } catch (error) {
      // No answer: the provider may have the messages; they are tried again (receipts settle duplicates).
      this.backOff(`no answer from ${this.options.baseUrl}: ${String(error)}`);
      for (const { sms, done } of batch) done(refused(sms, 'NO_ANSWER', 'the provider did not answer', true));
      return;
    }
    if (!answer) {
      const retryable = response.status >= 500 || RETRYABLE_STATUS.has(response.status);
      if (retryable) this.backOff(`${this.options.baseUrl} answered ${response.status}`);
      for (const { sms, done } of batch)
        done(refused(sms, `HTTP_${response.status}`, `provider answered ${response.status}`, retryable));
      return;
    }
    this.pause = 0;
    const results = new Map((Array.isArray(answer.results) ? answer.results : []).map((result) => [result.reference, result]));
    for (const { sms, done } of batch) {
      const result = results.get(sms.messageId);
      if (result?.status === 'accepted' && result.id) {
        done({
          messageId: sms.messageId,
          accepted: true,
          providerMessageId: String(result.id),
          errorCode: null,
          errorText: null,
          retryable: false,
        });
      } else if (result?.status === 'rejected') {
        done(
          refused(sms, String(result.code ?? 'REJECTED').slice(0, 40), String(result.error ?? 'rejected').slice(0, 200), false),
        );
      } else {
        done(refused(sms, 'NO_RESULT', 'the provider answered without this message', true));
      }
    }
  }

  /** Throttled, failing or unreachable: the next requests wait, longer each time, up to 30 s. */
  private backOff(reason: string): void {
    this.pause = Math.min(Math.max(this.pause * 2, PAUSE_MIN_MS), PAUSE_MAX_MS);
    this.pausedUntil = Date.now() + this.pause;
    this.logger.warn(`${reason}; pausing ${this.pause} ms`);
  }
}
