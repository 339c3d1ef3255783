import { createHash } from 'node:crypto';

export type Fate = 'delivered' | 'undelivered' | 'rejected' | 'expired';
export interface Ratios {
  delivered: number;
  undelivered: number;
  rejected: number;
}

export const DEFAULT_RATIOS: Ratios = { delivered: 0.9, undelivered: 0.05, rejected: 0.03 };

/**
 * The outcome of a message, drawn from a hash of what makes it the same message (destination,
 * sender, content): sent again it meets the same fate, and a run is repeatable. Shares not
 * given to the three named outcomes expire.
 */
export function fateOf(key: string, { delivered, undelivered, rejected }: Ratios = DEFAULT_RATIOS): Fate {
  const draw = createHash('sha1').update(key).digest().readUInt32BE(0) / 0x1_0000_0000;
  if (draw < rejected) return 'rejected';
  if (draw < rejected + delivered) return 'delivered';
  if (draw < rejected + delivered + undelivered) return 'undelivered';
  return 'expired';
}

/** The SMPP receipt word and error code of a final outcome. */
export function receiptWord(fate: Exclude<Fate, 'rejected'>): { stat: string; err: string } {
  if (fate === 'delivered') return { stat: 'DELIVRD', err: '000' };
  if (fate === 'undelivered') return { stat: 'UNDELIV', err: '001' };
  return { stat: 'EXPIRED', err: '002' };
}
