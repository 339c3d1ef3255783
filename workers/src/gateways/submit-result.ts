import type { OutboundSms, SubmitResult } from '../../../backend/src/common/sms/gateway.js';

/** The result of a message the operator did not take; `retryable` leaves it pending for later. */
export function refused(sms: OutboundSms, code: string, text: string, retryable: boolean): SubmitResult {
  return { messageId: sms.messageId, accepted: false, providerMessageId: null, errorCode: code, errorText: text, retryable };
}
