import { Injectable } from '@nestjs/common';
import { ConflictFieldsException } from '../../common/http/conflicts.js';
import { findPage, parseListQuery, type ListQueryParams, type ListSpec, type Page } from '../../common/http/list-query.js';
import { ValidationFailedException } from '../../common/http/validation.js';
import { definedOnly } from '../../common/http/defined.js';
import { InjectTenantRepository, type TenantRepository, type TenantScope } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { COUPON_BOOK_STATUSES, CouponBook } from './coupon-book.entity.js';
import type { CreateCouponBookDto, UpdateCouponBookDto } from './dto/coupon-book.dto.js';
import { authorize } from '../abilities.js';

export const COUPON_BOOK_LIST: ListSpec = {
  resource: 'coupon-books',
  sortable: { name: 'book.name', startDate: 'book.startDate', createdAt: 'book.createdAt' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: { kind: 'search', columns: ['book.name'] },
    id: { kind: 'uuid', column: 'book.id' },
    status: { kind: 'equals', column: 'book.status', values: COUPON_BOOK_STATUSES },
    startDate: { kind: 'range', column: 'book.startDate', type: 'date' },
  },
};

/** An account's coupon books: a name, a shared validity and a status. */
@Injectable()
export class CouponBooksService {
  constructor(@InjectTenantRepository(CouponBook) private readonly books: TenantRepository<CouponBook>) {}

  async list(ctx: RequestContext, params: ListQueryParams): Promise<Page<CouponBook>> {
    authorize(ctx, 'read', 'CouponBook');
    return findPage(this.scope(ctx).query('book'), parseListQuery(params, COUPON_BOOK_LIST), COUPON_BOOK_LIST);
  }

  async get(ctx: RequestContext, id: string): Promise<CouponBook> {
    authorize(ctx, 'read', 'CouponBook');
    return this.scope(ctx).getById(id);
  }

  async create(ctx: RequestContext, dto: CreateCouponBookDto): Promise<CouponBook> {
    authorize(ctx, 'create', 'CouponBook');
    assertDates(dto.startDate, dto.endDate);
    await this.assertNameFree(ctx, dto.name);
    const book = await this.scope(ctx).insert({
      name: dto.name,
      description: dto.description ?? null,
      startDate: dto.startDate,
      endDate: dto.endDate,
      status: dto.status ?? 'active',
    });
    return this.get(ctx, book.id);
  }

  async update(ctx: RequestContext, id: string, dto: UpdateCouponBookDto): Promise<CouponBook> {
    authorize(ctx, 'update', 'CouponBook');
    const current = await this.scope(ctx).getById(id);
    assertDates(dto.startDate ?? current.startDate, dto.endDate ?? current.endDate);
    if (dto.name !== undefined) await this.assertNameFree(ctx, dto.name, id);
    const changes = definedOnly(dto);
    if (Object.keys(changes).length) await this.scope(ctx).update(id, changes);
    return this.get(ctx, id);
  }

  /** The book goes; its coupons stay, in no book (coupons.coupon_book_id is set null). */
  async remove(ctx: RequestContext, id: string): Promise<CouponBook> {
    authorize(ctx, 'delete', 'CouponBook');
    const book = await this.scope(ctx).getById(id);
    await this.scope(ctx).delete(id);
    return book;
  }

  private async assertNameFree(ctx: RequestContext, name: string, exceptId?: string): Promise<void> {
    const qb = this.scope(ctx).query('book').andWhere('lower(book.name) = lower(:name)', { name });
    if (exceptId) qb.andWhere('book.id <> :exceptId', { exceptId });
    if (await qb.getExists()) throw new ConflictFieldsException({ name: 'validation.couponBookNameInUse' });
  }

  private scope(ctx: RequestContext): TenantScope<CouponBook> {
    return this.books.for(ctx);
  }
}

function assertDates(start: Date, end: Date): void {
  if (end.getTime() <= start.getTime()) throw new ValidationFailedException({ endDate: 'validation.endAfterStart' });
}
