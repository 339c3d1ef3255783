import type { ChannelType, DestFormat } from './channel.entity.js';

/** What a gateway needs, decrypted: only the worker holds it, never an HTTP answer. */
export interface ChannelSettings {
  /** The channel row, or `default` for the configured platform default. */
  id: string;
  /** Changes when the channel is edited: the worker then replaces its gateway. */
  version: number;
  type: ChannelType;
  host: string;
  port: number;
  systemId: string;
  password: string;
  tps: number;
  window: number;
  destFormat: DestFormat;
  /** Where an HTTP provider posts this channel's receipts (the API's signed webhook). */
  receiptUrl: string | null;
}

/**
 * SMS_DEFAULT_CHANNEL, `smpp://user:password@host:port?tps=…&window=…`: the platform's channel
 * when no row says otherwise (npm start points it at the built-in simulator).
 */
export function defaultChannel(url: string): ChannelSettings {
  const parsed = new URL(url);
  const number = (name: string, fallback: number) =>
    parsed.searchParams.has(name) ? Number(parsed.searchParams.get(name)) : fallback;
  return {
    id: 'default',
    version: 0,
    type: 'smpp',
    host: parsed.hostname,
    port: Number(parsed.port || 2775),
    systemId: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    tps: number('tps', 0),
    window: number('window', 10),
    destFormat: parsed.searchParams.get('destFormat') === 'national' ? 'national' : 'international',
    receiptUrl: null,
  };
}
