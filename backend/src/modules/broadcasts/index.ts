// The broadcasts module's public face: what the worker (or any other process) may use of it.
// Planning a confirmed send into messages, and its priority rule.
export { SendPlanner, type SendPlan } from './send-planner.js';
export { chunkJobFor } from './sending-rules.js';
export { SendingModule } from './sending.module.js';
