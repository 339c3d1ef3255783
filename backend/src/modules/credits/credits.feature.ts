import { defineFeature } from '../../common/feature/feature.js';
import { CreditPurchase } from './credit-purchase.entity.js';
import { CreditTransaction } from './credit-transaction.entity.js';

export const creditsFeature = defineFeature({
  name: 'credits',
  api: () => import('./credits-api.module.js').then((m) => m.CreditsApiModule),
  entities: [CreditTransaction, CreditPurchase],
  grants: {
    CreditTransaction: { operator: ['read'], viewer: ['read'] },
    // Top-ups are made by staff; an account's admins read its invoices.
    CreditPurchase: { admin: ['read'] },
  },
  staffOnly: ['CreditPurchase'],
});
