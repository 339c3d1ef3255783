// The coupons module's public face: what the worker (or any other process) may use of it.
// Coupon codes reserved for a send's recipients.
export { CodeReservations } from './code-reservations.js';
export { CouponsModule } from './coupons.module.js';
