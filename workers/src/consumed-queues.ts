import { QUEUES } from '../../backend/src/queue/queues.js';

/** The queues this worker has processors for; its health endpoint reports on each. */
export const CONSUMED_QUEUES = [QUEUES.maintenance, QUEUES.broadcast, QUEUES.sms, QUEUES.smsPriority, QUEUES.dlr, QUEUES.otp, QUEUES.webhook, QUEUES.import, QUEUES.report] as const;
