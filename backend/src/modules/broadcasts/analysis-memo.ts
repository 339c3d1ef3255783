import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { BlacklistService } from '../blacklist/blacklist.service.js';
import type { Tally } from './analysis.js';
import type { SendPlan } from './send-planner.js';

/** How long an analysis stands for its confirmation. */
const KEEP_MS = 10 * 60_000;
/** Analyses kept at most (the oldest go first). */
const MAX_KEPT = 200;

/**
 * The analyze page's figures for a send from a file, kept for the confirmation that follows:
 * judging a million recipients takes about 20 s, and judging them again when the operator
 * confirmed doubled the wait. An analysis is found again only by everything its figures
 * depend on: the account, the plan (the message as its template rendered it, the file and its
 * columns, the options, the choice for missing values, the account's price plan) and the account's blacklist as it stands. A
 * change to any of them judges the recipients again, as does a confirmation reaching another
 * API process (this memo is per process). People audiences change by themselves and typed
 * numbers are quick to judge: both are always judged again.
 */
@Injectable()
export class AnalysisMemo {
  private readonly kept = new Map<string, { tally: Tally; until: number }>();

  constructor(private readonly blacklist: BlacklistService) {}

  /** The plan's key, or null when its figures are not kept. */
  async keyOf(ctx: RequestContext, plan: SendPlan): Promise<string | null> {
    if (plan.audience.type !== 'file' || plan.coupon) return null;
    const blacklist = await this.blacklist.version(ctx);
    return createHash('sha256')
      .update(JSON.stringify([ctx.accountId, plan.message, plan.audience, plan.extras, plan.lacking, blacklist]))
      .digest('base64url');
  }

  get(key: string, now = Date.now()): Tally | undefined {
    const entry = this.kept.get(key);
    if (entry && entry.until > now) return entry.tally;
    this.kept.delete(key);
    return undefined;
  }

  keep(key: string, tally: Tally, now = Date.now()): void {
    this.kept.delete(key);
    this.kept.set(key, { tally, until: now + KEEP_MS });
    for (const [old, entry] of this.kept) {
      if (this.kept.size <= MAX_KEPT && entry.until > now) break;
      this.kept.delete(old);
    }
  }
}
