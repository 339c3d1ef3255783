// The messages module's public face: what the worker (or any other process) may use of it.
// Claiming, submitting and settling messages; receipts; send progress.
export { DeliveryModule } from './delivery.module.js';
export { DeliveryService, type ClaimedMessage, type NewMessage, type SendRow } from './delivery.service.js';
export { MessagePartitions } from './message-partitions.js';
export { ProgressFolder } from './progress-folder.service.js';
export { ReceiptsService } from './receipts.service.js';
