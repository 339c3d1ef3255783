import type { PDU } from 'smpp';
import type { DeliveryReceipt } from '../../../backend/src/common/sms/gateway.js';

/** "id:… sub:001 dlvrd:001 submit date:2611231530 done date:2611231531 stat:DELIVRD err:000 text:…" */
const FIELD = /(id|stat|err|done date):(\S+)/g;

/** The receipt of a deliver_sm, or null when it carries none that can be matched. */
export function parseReceipt(pdu: PDU): DeliveryReceipt | null {
  const message = pdu.short_message as { message?: string | Buffer } | string | Buffer | undefined;
  const raw = typeof message === 'object' && message !== null && !Buffer.isBuffer(message) ? message.message : message;
  const text = Buffer.isBuffer(raw) ? raw.toString('latin1') : String(raw ?? '');
  const fields: Record<string, string> = {};
  for (const [, name, value] of text.matchAll(FIELD)) fields[name] ??= value;
  const id = typeof pdu.receipted_message_id === 'string' && pdu.receipted_message_id ? pdu.receipted_message_id : fields.id;
  if (!id || !fields.stat) return null;
  return {
    providerMessageId: id,
    stat: fields.stat.toUpperCase(),
    err: fields.err ?? null,
    raw: text.slice(0, 500),
    doneAt: smppDate(fields['done date']),
  };
}

/** YYMMDDhhmm[ss], read as UTC (the SMSC's own clock zone is not stated). */
function smppDate(value: string | undefined): Date | null {
  const match = value && /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?$/.exec(value);
  if (!match) return null;
  const [, yy, mo, dd, hh, mi, ss] = match;
  const date = new Date(Date.UTC(2000 + Number(yy), Number(mo) - 1, Number(dd), Number(hh), Number(mi), Number(ss ?? 0)));
  return Number.isNaN(date.getTime()) ? null : date;
}
