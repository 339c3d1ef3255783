import { defineFeature } from '../../common/feature/feature.js';
import { ConsentLink } from './consent-link.entity.js';
import { Consent } from './consent.entity.js';

/** The consent ledger is read by everyone of the account; only the people it records write it. */
export const consentsFeature = defineFeature({
  name: 'consents',
  api: () => import('./consents-api.module.js').then((m) => m.ConsentsApiModule),
  entities: [Consent, ConsentLink],
  grants: {
    Consent: { operator: ['read'], viewer: ['read'] },
  },
});
