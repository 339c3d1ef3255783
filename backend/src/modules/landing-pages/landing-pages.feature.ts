import { defineFeature } from '../../common/feature/feature.js';
import { LandingPage } from './landing-page.entity.js';

/** Operators write the account's landing pages; viewers read them. */
export const landingPagesFeature = defineFeature({
  name: 'landing-pages',
  api: () => import('./landing-pages-api.module.js').then((m) => m.LandingPagesApiModule),
  entities: [LandingPage],
  grants: { LandingPage: { operator: ['read', 'create', 'update', 'delete'], viewer: ['read'] } },
});
