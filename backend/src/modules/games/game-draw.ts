import { randomInt } from 'node:crypto';

/** Every answer of a play: what it ended with, or why it was refused. */
export const PLAY_OUTCOMES = ['won', 'no_prize', 'replay_limit', 'not_started', 'ended', 'paused', 'not_verified'] as const;
export type PlayOutcome = (typeof PLAY_OUTCOMES)[number];

/** Odds are laid end to end in hundredths of a percent: a draw is one of 0 to 9,999. */
export const DRAW_RANGE = 10_000;

export interface Band {
  id: string;
  /** Percent, two decimals. */
  chance: number;
}

/** A random draw, from the operating system's generator. */
export function randomDraw(): number {
  return randomInt(0, DRAW_RANGE);
}

/**
 * The band a draw falls in: the active rewards' odds laid end to end in their order, the rest
 * of the 100 % "no prize" (null). Whether the reward may still be given (stock, dates) is the
 * caller's: a reward that may not keeps its band, which then wins nothing.
 */
export function bandOf(draw: number, bands: readonly Band[]): string | null {
  let end = 0;
  for (const band of bands) {
    end += Math.round(band.chance * 100);
    if (draw < end) return band.id;
  }
  return null;
}

/** The ICT (GMT+7, no daylight saving) calendar day of an instant, as YYYY-MM-DD. */
export function ictDay(at: Date): string {
  return new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}
