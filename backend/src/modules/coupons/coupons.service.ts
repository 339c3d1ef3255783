import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Transactions } from '../../database/transactions.js';
import { insideUrlErrors } from '../../common/http/outbound-url.js';
import { findPage, parseListQuery, type ListQueryParams, type ListSpec, type Page } from '../../common/http/list-query.js';
import { ValidationFailedException } from '../../common/http/validation.js';
import {
  InjectTenantRepository,
  notFound,
  type TenantRepository,
  type TenantScope,
} from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { sanitizeRichText } from '../../common/validation/rich-text.js';
import { LandingPagesService } from '../landing-pages/landing-pages.service.js';
import { SendersService } from '../senders/senders.service.js';
import { TemplateVariables } from '../templates/template-variables.js';
import { UnknownVariableException } from '../../common/sms/unknown-variable.js';
import { couponMessageFault, couponMessageVariables } from './coupon-message-rules.js';
import { CouponCodesService } from './coupon-codes.service.js';
import { codeLength, maxCodes } from './coupon-codes.js';
import { CouponsRepository } from './coupons.repository.js';
import { COUPON_DEFAULTS, COUPON_STATUSES, Coupon } from './coupon.entity.js';
import type { CreateCouponDto, UpdateCouponDto } from './dto/coupon.dto.js';
import { couponView, type CouponResponse } from './dto/coupon.response.js';
import { authorize } from '../abilities.js';

export const COUPON_LIST: ListSpec = {
  resource: 'coupons',
  sortable: {
    couponName: 'coupon.couponName',
    startDate: 'coupon.startDate',
    endDate: 'coupon.endDate',
    createdAt: 'coupon.createdAt',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: { kind: 'search', columns: ['coupon.couponName'] },
    id: { kind: 'uuid', column: 'coupon.id' },
    status: { kind: 'equals', column: 'coupon.status', values: COUPON_STATUSES },
    couponBookId: { kind: 'uuid', column: 'coupon.couponBookId' },
    // The specification's filter names: the campaign (validity) start and end.
    campStartDate: { kind: 'range', column: 'coupon.startDate', type: 'date' },
    campEndDate: { kind: 'range', column: 'coupon.endDate', type: 'date' },
  },
};

/** Fields a write may set as sent (the rest are checked or derived first). */
type CouponFields = Omit<Coupon, 'id' | 'accountId' | 'account' | 'createdAt' | 'updatedAt' | 'callbackSecret'>;

/** An account's coupons and their codes. */
@Injectable()
export class CouponsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly repository: CouponsRepository,
    @InjectTenantRepository(Coupon) private readonly coupons: TenantRepository<Coupon>,
    private readonly codes: CouponCodesService,
    private readonly senders: SendersService,
    private readonly landingPages: LandingPagesService,
    private readonly variables: TemplateVariables,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(ctx: RequestContext, params: ListQueryParams): Promise<Page<CouponResponse>> {
    authorize(ctx, 'read', 'Coupon');
    const page = await findPage(this.scope(ctx).query('coupon'), parseListQuery(params, COUPON_LIST), COUPON_LIST);
    return { ...page, rows: page.rows.map((coupon) => couponView(coupon)) };
  }

  async get(ctx: RequestContext, id: string): Promise<CouponResponse> {
    authorize(ctx, 'read', 'Coupon');
    const coupon = await this.scope(ctx).getById(id);
    return couponView(coupon, await this.codes.counts(this.transactions.manager, coupon.accountId, coupon.id), maySeeSecret(ctx));
  }

  /** The coupon and its `useMax` codes, in one transaction: a coupon never exists without its codes. */
  async create(ctx: RequestContext, dto: CreateCouponDto): Promise<CouponResponse> {
    authorize(ctx, 'create', 'Coupon');
    const urlErrors = await this.insideUrls(dto);
    const fields = await this.checked(
      ctx,
      {
        couponName: dto.couponName,
        couponImg: dto.couponImg ?? null,
        checkedRedeemBtn: dto.checkedRedeemBtn ?? COUPON_DEFAULTS.checkedRedeemBtn,
        buttonText: dto.buttonText ?? COUPON_DEFAULTS.buttonText,
        textColor: dto.textColor ?? COUPON_DEFAULTS.textColor,
        buttonColor: dto.buttonColor ?? COUPON_DEFAULTS.buttonColor,
        condition: dto.condition ?? '',
        landingPageId: dto.landingPageId ?? null,
        senderName: dto.senderName ?? null,
        message: dto.message ?? '',
        description: dto.description ?? null,
        expireCoupon: dto.expireCoupon ?? null,
        startDate: dto.startDate,
        endDate: dto.endDate,
        couponBookId: dto.couponBookId ?? null,
        couponCodePrefix: dto.couponCodePrefix ?? '',
        useMax: dto.useMax,
        useMaxRedeem: dto.useMaxRedeem ?? COUPON_DEFAULTS.useMaxRedeem,
        verifyType: dto.verifyType ?? COUPON_DEFAULTS.verifyType,
        status: dto.status ?? COUPON_DEFAULTS.status,
        oneTimeCoupon: dto.oneTimeCoupon ?? COUPON_DEFAULTS.oneTimeCoupon,
        shortenUrl: dto.shortenUrl ?? COUPON_DEFAULTS.shortenUrl,
        codeLength: 0,
        smsCallbackURL: dto.smsCallbackURL ?? null,
        redeemCallbackURL: dto.redeemCallbackURL ?? null,
        reference: dto.reference ?? null,
        reference2: dto.reference2 ?? null,
        reference3: dto.reference3 ?? null,
        reference4: dto.reference4 ?? null,
      },
      undefined,
      urlErrors,
    );
    const id = await this.transactions.run(async (manager) => {
      const coupon = await this.coupons
        .for(ctx, 'acting', manager)
        .insert({ ...fields, callbackSecret: randomBytes(24).toString('base64url') });
      await this.codes.generate(manager, coupon, coupon.useMax);
      return coupon.id;
    });
    return this.get(ctx, id);
  }

  /**
   * Changes what was sent. The prefix and code length are fixed once codes exist; useMax may
   * grow (the new codes are made in the same transaction) but not shrink below the codes made.
   */
  async update(ctx: RequestContext, id: string, dto: UpdateCouponDto): Promise<CouponResponse> {
    authorize(ctx, 'update', 'Coupon');
    const urlErrors = await this.insideUrls(dto);
    await this.transactions.run(async (manager) => {
      const scope = this.coupons.for(ctx, 'acting', manager);
      // Locked until the commit: edits of one coupon run one after another, so each grows useMax
      // from the count the one before it left (read outside the lock, five edits from 10 to 20
      // each made 10 codes: 60). FOR NO KEY UPDATE, as the UPDATE itself takes: rows that only
      // reference the coupon (codes, redemptions) are written meanwhile.
      const current =
        (await scope.query('coupon').andWhere('coupon.id = :id', { id }).setLock('for_no_key_update').getOne()) ?? notFound();
      if (dto.couponCodePrefix !== undefined && dto.couponCodePrefix !== current.couponCodePrefix) {
        throw new ValidationFailedException({ couponCodePrefix: 'validation.couponPrefixFixed' });
      }
      if (dto.useMax !== undefined && dto.useMax < current.useMax)
        throw new ValidationFailedException({ useMax: 'validation.couponUseMaxShrinks' });
      const {
        id: _id,
        accountId: _accountId,
        createdAt: _c,
        updatedAt: _u,
        ...stored
      } = current;
      const defined = Object.fromEntries(Object.entries(dto).filter(([, value]) => value !== undefined)) as Partial<CouponFields>;
      const fields = await this.checked(ctx, { ...stored, ...defined }, current.codeLength, urlErrors);
      await scope.update(id, fields);
      if (fields.useMax > current.useMax)
        await this.codes.generate(manager, { ...current, ...fields }, fields.useMax - current.useMax);
    });
    return this.get(ctx, id);
  }

  /** The coupon goes with its codes (cascade). */
  async remove(ctx: RequestContext, id: string): Promise<CouponResponse> {
    authorize(ctx, 'delete', 'Coupon');
    const coupon = await this.get(ctx, id);
    await this.scope(ctx).delete(id);
    return coupon;
  }

  /** Coupons and codes per book, for the books' list and detail. */
  async totalsByBook(ctx: RequestContext, bookIds: string[]): Promise<Map<string, { couponCount: number; codeCount: number }>> {
    if (!bookIds.length) return new Map();
    const rows = await this.scope(ctx)
      .query('coupon')
      .select('coupon.couponBookId', 'bookId')
      .addSelect('count(*)::int', 'couponCount')
      .addSelect('coalesce(sum(coupon.useMax), 0)::int', 'codeCount')
      .andWhere('coupon.couponBookId IN (:...bookIds)', { bookIds })
      .groupBy('coupon.couponBookId')
      .getRawMany<{ bookId: string; couponCount: number; codeCount: number }>();
    return new Map(rows.map((row) => [row.bookId, { couponCount: row.couponCount, codeCount: row.codeCount }]));
  }

  /**
   * The validity of the account's coupon book, or null when the id is no book of the account.
   * The book is read by its table: the coupon-books module builds on this one (its totals), so
   * coupons do not import it back.
   */
  private async bookValidity(ctx: RequestContext, id: string): Promise<{ startDate: Date; endDate: Date } | null> {
    return this.repository.bookValidity(ctx.accountId, id);
  }

  /** The rules across fields, the sanitised condition and the code length, or a 422 naming each field. */
  private async checked(
    ctx: RequestContext,
    fields: CouponFields,
    fixedLength?: number,
    urlErrors: Record<string, string> = {},
  ): Promise<CouponFields> {
    const errors: Record<string, string> = { ...urlErrors };
    if (fields.endDate.getTime() <= fields.startDate.getTime()) errors.endDate = 'validation.endAfterStart';
    const length = fixedLength || codeLength(fields.useMax, fields.couponCodePrefix);
    if (length === null || fields.useMax > maxCodes(fields.couponCodePrefix)) errors.useMax = 'validation.couponKeyspace';
    if (fields.couponBookId) {
      const book = await this.bookValidity(ctx, fields.couponBookId).catch(() => null);
      if (!book) errors.couponBookId = 'validation.unknownCouponBook';
      // The book's validity is shared by its coupons: a coupon runs within it.
      else if (fields.startDate < book.startDate || fields.endDate > book.endDate)
        errors.couponBookId = 'validation.outsideCouponBook';
    }
    if (fields.landingPageId) {
      await this.landingPages
        .assertOwn(ctx, fields.landingPageId)
        .catch(() => (errors.landingPageId = 'validation.unknownLandingPage'));
    }
    if (fields.senderName)
      await this.senders.assertUsable(ctx, fields.senderName).catch(() => (errors.senderName = 'validation.senderNotApproved'));
    if (fields.status === 'active' && !fields.senderName) errors.senderName = 'validation.required';
    const known = couponMessageVariables((await this.variables.list(ctx)).map((variable) => variable.key));
    const fault = couponMessageFault(fields.message, fields.status === 'active', known);
    if (fault && 'unknown' in fault) throw new UnknownVariableException(fault.unknown, known, 'message', errors);
    if (fault) errors.message = fault.key;
    if (Object.keys(errors).length) throw new ValidationFailedException(errors);
    return {
      ...fields,
      condition: sanitizeRichText(fields.condition),
      // A one-time coupon's code is redeemed once, whatever useMaxRedeem says.
      useMaxRedeem: fields.oneTimeCoupon ? 1 : fields.useMaxRedeem,
      codeLength: length!,
    };
  }

  /**
   * The callback URLs sent that point inside our network (callbacks go to the business's own
   * systems on the internet). Checked before an edit takes its lock: a name is resolved here.
   */
  private insideUrls(dto: Pick<CreateCouponDto, 'smsCallbackURL' | 'redeemCallbackURL'>): Promise<Record<string, string>> {
    return insideUrlErrors(
      { smsCallbackURL: dto.smsCallbackURL, redeemCallbackURL: dto.redeemCallbackURL },
      this.config.webhookAllowPrivate,
    );
  }

  private scope(ctx: RequestContext): TenantScope<Coupon> {
    return this.coupons.for(ctx);
  }
}

/**
 * Whoever holds the callback secret can forge the coupon's callbacks to the business's systems:
 * it is shown to those who manage the account (admins, staff), as an OTP app's notify secret is,
 * and not to operators and viewers, who work with coupons but need not sign anything.
 */
function maySeeSecret(ctx: RequestContext): boolean {
  return ctx.ability.can('manage', 'Coupon');
}
