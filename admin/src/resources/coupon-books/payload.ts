import type { components } from '@/api/schema';

export type CouponBookRecord = components['schemas']['CouponBookResponse'];
export type CouponBookStatus = components['schemas']['CouponBookStatus'];

/** The API's limits (backend/src/modules/coupon-books/coupon-book.entity.ts). */
export const COUPON_BOOK_NAME_MAX = 100;
export const COUPON_BOOK_DESCRIPTION_MAX = 500;

export const couponBookStatusChoices: { id: CouponBookStatus; name: string }[] = [
  { id: 'active', name: 'resources.coupon-books.statuses.active' },
  { id: 'inactive', name: 'resources.coupon-books.statuses.inactive' },
];

const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);
const blankToNull = (value: unknown): unknown => {
  const text = trimmed(value);
  return text === '' || text === undefined ? null : text;
};

/** POST and PUT /api/coupon-books: the contract's fields only (an unknown field answers 422). */
export const toCouponBookPayload = (values: Record<string, unknown>): Record<string, unknown> => ({
  name: trimmed(values.name),
  description: blankToNull(values.description),
  startDate: values.startDate,
  endDate: values.endDate,
  status: values.status,
});
