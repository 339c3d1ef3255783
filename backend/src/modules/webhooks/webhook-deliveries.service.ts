import { Injectable } from '@nestjs/common';
import { findPage, parseListQuery, type ListQueryParams, type ListSpec, type Page } from '../../common/http/list-query.js';
import { InjectTenantRepository, type TenantRepository } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { authorize } from '../abilities.js';

export const WEBHOOK_DELIVERY_LIST: ListSpec = {
  resource: 'webhook-deliveries',
  sortable: { createdAt: 'delivery.createdAt' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    id: { kind: 'uuid', column: 'delivery.id' },
    couponId: { kind: 'uuid', column: 'delivery.couponId' },
    event: { kind: 'equals', column: 'delivery.event', values: ['coupon.sms', 'coupon.redeem'] },
  },
};

/** The delivery log of a coupon's callbacks: every try, newest first. */
@Injectable()
export class WebhookDeliveriesService {
  constructor(@InjectTenantRepository(WebhookDelivery) private readonly deliveries: TenantRepository<WebhookDelivery>) {}

  async list(ctx: RequestContext, params: ListQueryParams): Promise<Page<WebhookDelivery>> {
    // A coupon's callbacks are part of the coupon.
    authorize(ctx, 'read', 'Coupon');
    const query = parseListQuery(params, WEBHOOK_DELIVERY_LIST);
    return findPage(this.deliveries.for(ctx).query('delivery'), query, WEBHOOK_DELIVERY_LIST);
  }
}
