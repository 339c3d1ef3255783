import type { components } from '@/api/schema';
import { httpClient } from '@/providers/httpClient';

export type RedemptionRecord = components['schemas']['RedemptionResponse'];
export type CodeCard = components['schemas']['CodeLookupResponse'];
export type RedeemAnswer = components['schemas']['RedeemResponse'];
export interface RedeemInput {
  code: string;
  branch?: string | null;
  saleAmount?: number | null;
  reference?: string | null;
}

/** Key verification's domain actions, spread into the app's dataProvider. */
export interface RedemptionActions {
  /** A code's card; rejects with a 404 for a code the acting account does not have. */
  lookupCode(code: string): Promise<CodeCard>;
  /** Redeems once; a repeat with the same key (a double click, a retry) answers the first redemption. */
  redeemCode(input: RedeemInput, idempotencyKey: string): Promise<RedeemAnswer>;
}

export const redemptionActions: RedemptionActions = {
  async lookupCode(code) {
    return (await httpClient(`/api/redemptions/lookup?code=${encodeURIComponent(code)}`)).json as CodeCard;
  },
  async redeemCode(input, idempotencyKey) {
    const response = await httpClient('/api/redemptions', {
      method: 'POST',
      body: JSON.stringify(input),
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    return response.json as RedeemAnswer;
  },
};
