import type { SmsEncoding } from './segments.js';

/**
 * One way out to an operator, whatever carries it (SMPP, an HTTP provider, the built-in
 * simulator). The delivery pipeline speaks only this interface; a channel record picks the
 * implementation per account. The implementations live in workers/src/gateways; the types live
 * here because the API receives receipts too (the HTTP provider's webhook).
 */
export interface SmsGateway {
  /**
   * Submits messages and resolves with one result per message, in any order, once each has
   * been answered (or has failed). Honours the channel's window and throughput itself: callers
   * may hand over a whole chunk at once.
   */
  submit(messages: readonly OutboundSms[], options?: SubmitOptions): Promise<SubmitResult[]>;
  /** Registers the one handler that receives delivery receipts, as they arrive. */
  onReceipt(handler: (receipt: DeliveryReceipt) => void | Promise<void>): void;
  /** Stops taking work, waits for answers in flight up to the deadline, unbinds. */
  close(deadlineMs?: number): Promise<void>;
}

export interface SubmitOptions {
  /** Ahead of everything queued (an OTP): never waits behind a send's slices. */
  priority?: boolean;
}

export interface OutboundSms {
  /** The `messages` row id: it comes back in the result, never goes to the operator. */
  messageId: string;
  /** Sender name (an approved one). */
  from: string;
  /** E.164 (+66…); the gateway formats it for its operator. */
  to: string;
  text: string;
  encoding: SmsEncoding;
  /**
   * Parts of a concatenated message the operator took on an earlier try, as a bitmask (bit i =
   * part i + 1): they are not sent again. Gateways that send the whole text at once ignore it.
   */
  partsAccepted?: number;
}

export interface SubmitResult {
  messageId: string;
  /** The operator took the message (all of its parts). */
  accepted: boolean;
  /**
   * The operator's id of the message (of its first part when concatenated). On a retryable
   * refusal, the first part's id when that part was taken on this try; null when it was taken
   * on an earlier one (the caller has it).
   */
  providerMessageId: string | null;
  /** Provider status code as text (SMPP command_status in hex, HTTP status, …) when refused. */
  errorCode: string | null;
  errorText: string | null;
  /**
   * Refused for a reason that may pass later (throttled, queue full, connection lost before an
   * answer): the caller leaves the message pending and retries it, rather than rejecting it.
   */
  retryable: boolean;
  /**
   * The parts the operator has taken so far (this try's and `partsAccepted`), as a bitmask: on a
   * retryable refusal the caller keeps it, so that the next try sends only the others. Absent
   * where the gateway sends whole messages.
   */
  partsAccepted?: number;
}

/** A delivery receipt, parsed: `stat` is the SMPP receipt word (DELIVRD, UNDELIV, …). */
export interface DeliveryReceipt {
  providerMessageId: string;
  stat: string;
  /** The receipt's error code field, as sent. */
  err: string | null;
  /** The whole receipt text as the operator sent it. */
  raw: string;
  doneAt: Date | null;
}
