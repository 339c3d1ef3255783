import { defineFeature } from '../../common/feature/feature.js';
import { CouponCode } from './coupon-code.entity.js';
import { CouponStats } from './coupon-stats.entity.js';
import { Coupon } from './coupon.entity.js';

/** Operators manage the account's coupons; viewers read them. */
export const couponsFeature = defineFeature({
  name: 'coupons',
  api: () => import('./coupons-api.module.js').then((m) => m.CouponsApiModule),
  entities: [Coupon, CouponCode, CouponStats],
  grants: { Coupon: { operator: ['read', 'create', 'update', 'delete'], viewer: ['read'] } },
});
