import type { Broadcast } from './broadcast.entity.js';
import type { SendPlan } from './send-planner.js';

/**
 * The columns of a send's row that its plan decides (what, from whom, to whom, when, with which
 * extras), written alike by a confirmation and by a direct send.
 */
export function planColumns(plan: SendPlan): Partial<Broadcast> {
  const file = plan.audience.type === 'file' ? plan.audience : null;
  return {
    kind: plan.kind,
    senderName: plan.senderName,
    message: plan.message,
    templateId: plan.templateId,
    description: plan.description,
    recipientList: plan.audience.type === 'typed' ? plan.audience.list : null,
    fileId: file?.fileId ?? null,
    phoneColumn: file?.phoneColumn ?? null,
    variables: file?.variables ?? null,
    peopleAudience: plan.audience.type === 'people' ? plan.audience.people : null,
    unsubscribeLink: plan.extras.unsubscribeLink,
    eConsent: plan.extras.eConsent,
    consentedOnly: plan.extras.consentedOnly,
    missingValues: plan.lacking.mode,
    fallbackValues: plan.lacking.mode === 'fallback' ? plan.lacking.fallbacks : null,
    scheduledAt: plan.scheduledAt,
    campaignId: plan.coupon?.campaignId ?? null,
    couponId: plan.coupon?.couponId ?? null,
  };
}
