/**
 * The generic HTTP provider's protocol, as docs/messaging.md documents it: the worker's HTTP
 * gateway speaks it, the SMSC simulator answers it, the receipt webhook reads its receipts.
 */

/** `POST <base>/messages`, Basic auth with the channel's system id and password. */
export interface HttpSubmitRequest {
  /** Where the provider posts receipts for these messages (signed, see receipt-signature.ts). */
  receiptUrl: string;
  messages: {
    /** Ours, echoed back in the result: the provider keeps its own id. */
    reference: string;
    from: string;
    /** Digits only, in the channel's destination format (66… or 0…). */
    to: string;
    text: string;
    encoding: 'gsm7' | 'ucs2';
  }[];
}

export interface HttpSubmitResponse {
  results: {
    reference: string;
    status: 'accepted' | 'rejected';
    /** The provider's id of the message, when accepted: receipts name it. */
    id?: string;
    /** Why it was rejected, as the provider says it. */
    code?: string;
    error?: string;
  }[];
}

/** `POST /api/channels/:id/receipts`, signed: one call carries up to RECEIPTS_PER_CALL receipts. */
export interface HttpReceiptsBody {
  receipts: {
    id: string;
    /** The SMPP receipt word: DELIVRD, UNDELIV, EXPIRED, REJECTD, DELETED, UNKNOWN. */
    status: string;
    err?: string | null;
    doneAt?: string | null;
  }[];
}

export const RECEIPTS_PER_CALL = 1_000;
/** Messages per submit request: the window counts requests, the throughput counts messages. */
export const MESSAGES_PER_REQUEST = 100;

/**
 * The provider's base URL. Plain HTTP only on a loopback address (the simulator, a local relay);
 * a provider elsewhere is reached over TLS. An IPv6 address is bracketed, as a URL writes it.
 */
export function providerBaseUrl(host: string, port: number): string {
  const loopback = host === 'localhost' || host === '127.0.0.1' || host === '::1';
  return `${loopback ? 'http' : 'https'}://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
