import type { components } from '@/api/schema';

export type LandingPageRecord = components['schemas']['LandingPageResponse'];
export type LandingPageStatus = components['schemas']['LandingPageStatus'];

/** The API's limits (backend/src/modules/landing-pages/dto/landing-page.dto.ts). */
export const LIMITS = { name: 200, detail: 500_000 } as const;

export const landingPageStatusChoices: { id: LandingPageStatus; name: string }[] = [
  { id: 'draft', name: 'resources.landing-pages.statuses.draft' },
  { id: 'active', name: 'resources.landing-pages.statuses.active' },
  { id: 'inactive', name: 'resources.landing-pages.statuses.inactive' },
];

/** POST and PUT /api/landing-pages: the contract's fields only (an unknown field answers 422). */
export const toLandingPagePayload = (values: Record<string, unknown>) => ({
  landingpage_name: typeof values.landingpage_name === 'string' ? values.landingpage_name.trim() : values.landingpage_name,
  landingpage_detail: values.landingpage_detail ?? '',
  status: values.status ?? 'draft',
});
