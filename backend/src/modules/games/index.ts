// The games module's public face: what the worker (or any other process) may use of it.
// Coupon prizes' SMS, and the sweep of those a dead API process still owed.
export { GamePrizes } from './game-prizes.js';
export { GamePrizesModule } from './game-prizes.module.js';
