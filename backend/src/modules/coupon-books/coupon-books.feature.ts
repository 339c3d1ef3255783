import { defineFeature } from '../../common/feature/feature.js';
import { CouponBook } from './coupon-book.entity.js';

/** Operators manage the account's coupon books; viewers read them. */
export const couponBooksFeature = defineFeature({
  name: 'coupon-books',
  api: () => import('./coupon-books.module.js').then((m) => m.CouponBooksModule),
  entities: [CouponBook],
  grants: { CouponBook: { operator: ['read', 'create', 'update', 'delete'], viewer: ['read'] } },
});
