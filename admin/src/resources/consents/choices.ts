import type { components } from '@/api/schema';

export type ConsentRecord = components['schemas']['ConsentResponse'];
export type ConsentDecision = components['schemas']['ConsentDecision'];

export const consentDecisionChoices: { id: ConsentDecision; name: string }[] = (['accepted', 'declined'] as const).map((id) => ({
  id,
  name: `app.consents.decisions.${id}`,
}));

export const consentPurposeChoices = [{ id: 'marketing', name: 'app.consents.purposes.marketing' }];
