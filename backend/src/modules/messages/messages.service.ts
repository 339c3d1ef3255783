import { Injectable } from '@nestjs/common';
import {
  everyRow,
  findPage,
  parseListQuery,
  type ListQuery,
  type ListQueryParams,
  type ListSpec,
  type Page,
} from '../../common/http/list-query.js';
import { normalizeThaiMobile } from '../../common/validation/phone.js';
import { InjectTenantRepository, type TenantRepository } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { sentMessageView, type SentMessageResponse } from './dto/message.response.js';
import { FINAL_STATUSES, Message, MESSAGE_STATUSES } from './message.entity.js';

/** Logs' "Completed": any final state. */
const COMPLETED = 'completed';

export const MESSAGE_LIST: ListSpec = {
  resource: 'messages',
  sortable: { createdAt: 'message.createdAt', seq: 'message.seq' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    // Part of the number or of the text (GIN trigram indexes, MessageSearch migration).
    q: { kind: 'search', columns: ['message.mobile', 'message.text'] },
    id: { kind: 'uuid', column: 'message.id' },
    broadcastId: { kind: 'uuid', column: 'message.broadcastId' },
    status: { kind: 'equals', column: 'message.status', values: [...MESSAGE_STATUSES, COMPLETED] },
    mobile: { kind: 'equals', column: 'message.mobile' },
    senderName: { kind: 'equals', column: 'message.senderName' },
    createdAt: { kind: 'range', column: 'message.createdAt', type: 'date' },
  },
};

/** Rows an export reads per query. */
const EXPORT_BATCH = 5_000;

@Injectable()
export class MessagesService {
  constructor(@InjectTenantRepository(Message) private readonly messages: TenantRepository<Message>) {}

  async list(ctx: RequestContext, params: ListQueryParams): Promise<Page<SentMessageResponse>> {
    const query = this.query(params);
    const page = await findPage(this.rows(ctx, query), query, MESSAGE_LIST);
    return { ...page, rows: page.rows.map(sentMessageView) };
  }

  async get(ctx: RequestContext, id: string): Promise<SentMessageResponse> {
    return sentMessageView(await this.messages.for(ctx).getById(id));
  }

  /**
   * Every message the filter selects, in keyset batches: an export of a million rows holds one
   * batch in memory at a time and never pages by offset.
   */
  stream(ctx: RequestContext, params: ListQueryParams): AsyncGenerator<SentMessageResponse> {
    // Parsed now, so a bad filter is a 400 before the download starts.
    const first = this.query({ ...params, cursor: undefined });
    return this.views(everyRow(() => this.rows(ctx, first), first, MESSAGE_LIST, EXPORT_BATCH));
  }

  /**
   * The account's messages. A send's messages all carry the send's start as their created_at:
   * named, it keeps the read to one partition, and lets the (account, status, created_at) index
   * find a send's rows in one state (the send has no index of its own by state).
   */
  private rows(ctx: RequestContext, query: ListQuery) {
    const rows = this.messages.for(ctx).query('message');
    const send = query.filter.broadcastId;
    if (typeof send === 'string') {
      rows.andWhere('message.createdAt = (SELECT b.started_at FROM broadcasts b WHERE b.id = :sendOfRows)', { sendOfRows: send });
    }
    return rows;
  }

  private async *views(pages: AsyncIterable<Message[]>): AsyncGenerator<SentMessageResponse> {
    for await (const page of pages) for (const row of page) yield sentMessageView(row);
  }

  /**
   * The list helper's parse, then the translations the logs need: "completed" is every final
   * state, and a mobile (the `mobile` filter, a number searched by `q`) may be typed in any usual
   * writing (0812345678) but is stored in E.164.
   */
  private query(params: ListQueryParams): ListQuery {
    const query = parseListQuery(params, MESSAGE_LIST);
    const filter = { ...query.filter };
    if (filter.status === COMPLETED) filter.status = [...FINAL_STATUSES];
    else if (Array.isArray(filter.status) && filter.status.includes(COMPLETED)) {
      filter.status = [...new Set([...filter.status.filter((status) => status !== COMPLETED), ...FINAL_STATUSES])];
    }
    if (typeof filter.mobile === 'string') filter.mobile = normalizeThaiMobile(filter.mobile) ?? filter.mobile;
    if (typeof filter.q === 'string') filter.q = numberSearch(filter.q);
    return { ...query, filter };
  }
}

/**
 * A search typed as a phone number (081-234…, +66 86…) looks for its digits as E.164 stores them
 * (a trunk 0 becomes 66), so part of a number is found however it was written; other text as is.
 */
export function numberSearch(q: string): string {
  if (!/^[+\d\s().-]+$/.test(q)) return q;
  const digits = q.replace(/\D/g, '');
  if (digits.length < 3) return q;
  return digits.startsWith('0') ? `66${digits.slice(1)}` : digits;
}
