import type { ResourceMeta } from '@/resources/registry';

// Plain data read by the ability helpers (admin/src/resources/registry.ts): it must not import
// the screens. A coupon's callbacks are read under the coupon's own subject and only shown on its
// detail page, so there is no menu entry and no page of their own.
export default {
  subject: 'Coupon',
} satisfies ResourceMeta;
