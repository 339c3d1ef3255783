/** What the callbacks report and how a try to send one went: shared by the services and the repository. */

/** A redemption, as its coupon's redeem callback reports it. */
export interface RedeemedEvent {
  accountId: string;
  couponId: string;
  codeId: string;
  code: string;
  redemptionId: string;
  channel: 'self' | 'staff';
  mobile: string | null;
  branch: string | null;
  saleAmount: number | null;
  reference: string | null;
  redeemedAt: Date;
}

/** A coupon's SMS that reached a final state (or the operator), as its SMS callback reports it. */
export interface SmsOutcomeEvent {
  accountId: string;
  couponId: string;
  codeId: string;
  code: string;
  mobile: string;
  messageId: string;
  status: string;
  errorCode: string | null;
  doneAt: Date | null;
}

/** One try's outcome, for the delivery log. */
export interface CallTry {
  attempt: number;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  /** delivered: a 2xx; failed: the last try failed; skipped: the URL may not be called; null: tried again later. */
  outcome: 'delivered' | 'failed' | 'skipped' | null;
}
