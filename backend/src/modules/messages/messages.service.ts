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
    // Documented and validated as a search; matched by MessagesService.rows (part of the number or the text).
    q: { kind: 'search', columns: ['message.mobile', 'message.text'] },
    id: { kind: 'uuid', column: 'message.id' },
    broadcastId: { kind: 'uuid', column: 'message.broadcastId' },
    status: { kind: 'equals', column: 'message.status', values: [...MESSAGE_STATUSES, COMPLETED] },
    mobile: { kind: 'equals', column: 'message.mobile' },
    senderName: { kind: 'equals', column: 'message.senderName' },
    createdAt: { kind: 'range', column: 'message.createdAt', type: 'date' },
  },
};

/** How far back a search without dates looks. */
const SEARCH_DAYS = 31;

/** A parsed list query, and the Logs' search apart (matched by rows(), not by the list helper). */
interface LogQuery {
  query: ListQuery;
  search: string | null;
}

/** Rows an export reads per query. */
const EXPORT_BATCH = 5_000;

@Injectable()
export class MessagesService {
  constructor(@InjectTenantRepository(Message) private readonly messages: TenantRepository<Message>) {}

  async list(ctx: RequestContext, params: ListQueryParams): Promise<Page<SentMessageResponse>> {
    const log = this.query(params);
    const page = await findPage(this.rows(ctx, log), log.query, MESSAGE_LIST);
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
    return this.views(everyRow(() => this.rows(ctx, first), first.query, MESSAGE_LIST, EXPORT_BATCH));
  }

  /**
   * The account's messages. A send's messages all carry the send's start as their created_at:
   * named, it keeps the read to one partition, and lets the (account, status, created_at) index
   * find a send's rows in one state (the send has no index of its own by state).
   */
  private rows(ctx: RequestContext, { query, search }: LogQuery) {
    const rows = this.messages.for(ctx).query('message');
    const send = query.filter.broadcastId;
    if (typeof send === 'string') {
      rows.andWhere('message.createdAt = (SELECT b.started_at FROM broadcasts b WHERE b.id = :sendOfRows)', { sendOfRows: send });
    }
    if (search) {
      // Read from the account's messages newest first (its created_at index) and stopped at the
      // page: no index of the texts' trigrams, which every message insert of every send would
      // pay for (it took a 200,000 send from 35 % to 24 % of the raw SMPP rate). A search
      // without dates looks back SEARCH_DAYS, so a word nobody sent reads one month, not years.
      rows.andWhere('(message.mobile LIKE :searchNumber OR message.text ILIKE :searchText)', {
        searchNumber: `%${escapeLike(numberSearch(search))}%`,
        searchText: `%${escapeLike(search)}%`,
      });
      if (!query.filter.createdAt) rows.andWhere(`message.createdAt >= now() - make_interval(days => ${SEARCH_DAYS})`);
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
  private query(params: ListQueryParams): LogQuery {
    const query = parseListQuery(params, MESSAGE_LIST);
    const { q, ...filter } = query.filter;
    if (filter.status === COMPLETED) filter.status = [...FINAL_STATUSES];
    else if (Array.isArray(filter.status) && filter.status.includes(COMPLETED)) {
      filter.status = [...new Set([...filter.status.filter((status) => status !== COMPLETED), ...FINAL_STATUSES])];
    }
    if (typeof filter.mobile === 'string') filter.mobile = normalizeThaiMobile(filter.mobile) ?? filter.mobile;
    return { query: { ...query, filter }, search: typeof q === 'string' && q.trim() ? q.trim() : null };
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

/** `%`, `_` and a backslash as themselves in a LIKE pattern. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
