import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ValidationFailedException } from '../../common/http/validation.js';
import { templateVariables } from '../../common/sms/render.js';
import { analyzeText, DEFAULT_MAX_PARTS } from '../../common/sms/segments.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { Plan } from '../accounts/account.entity.js';
import { BlacklistService } from '../blacklist/blacklist.service.js';
import { UnsubscribeService } from '../blacklist/unsubscribe.service.js';
import { ConsentsService } from '../consents/consents.service.js';
import { SendersService } from '../senders/senders.service.js';
import { TemplatesService } from '../templates/templates.service.js';
import { TemplateVariables } from '../templates/template-variables.js';
import { PeopleService } from '../people/people.service.js';
import type { PeopleAudience } from '../people/people-list.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { COUPON_VARIABLES, couponSend, couponStandIns, type CouponSend } from '../../common/coupons/coupon-message.js';
import { BroadcastsRepository, type StoredSend } from './broadcasts.repository.js';
import { fileAudience, peopleAudience, personValues, typedAudience } from './audience.js';
import type { BroadcastKind } from './sending-rules.js';
import type { BroadcastInputDto } from './dto/broadcast.dto.js';
import { prepareRecipients, type RawRecipient, type Verdict } from './recipients.js';
import {
  FALLBACK_VALUE_MAX,
  inQuietHours,
  MAX_SCHEDULE_DAYS,
  toPeople,
  type Extras,
  type LackingValues,
} from './sending-rules.js';

export type Audience =
  | { type: 'typed'; list: string[] }
  | { type: 'file'; fileId: string; phoneColumn: string; variables: Record<string, string> }
  | { type: 'people'; people: PeopleAudience };

/** A send with every choice resolved and checked: what the analysis prices and the fan-out sends. */
export interface SendPlan {
  senderName: string;
  message: string;
  templateId: string | null;
  kind: BroadcastKind;
  scheduledAt: Date | null;
  description: string | null;
  audience: Audience;
  extras: Extras;
  /** What a recipient some variable has no value for gets. */
  lacking: LackingValues;
  /** A campaign's send of a coupon: each message carries the recipient's own code and link. */
  coupon: CouponSend | null;
}

/**
 * Turns a Quick Send body into a checked plan, and a plan into its recipients' verdicts. Shared
 * by the API (analysis, confirmation) and the worker (fan-out), so both judge the same audience
 * with the same rules.
 */
@Injectable()
export class SendPlanner {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: BroadcastsRepository,
    private readonly blacklist: BlacklistService,
    private readonly unsubscribe: UnsubscribeService,
    private readonly consents: ConsentsService,
    private readonly senders: SendersService,
    private readonly templates: TemplatesService,
    private readonly variables: TemplateVariables,
    private readonly uploads: UploadsService,
    private readonly people: PeopleService,
  ) {}

  /** `coupon`: a campaign's send, whose message may use the coupon variables. */
  async plan(ctx: RequestContext, dto: BroadcastInputDto, now = new Date(), coupon: CouponSend | null = null): Promise<SendPlan> {
    const errors: Record<string, string> = {};
    let message = dto.message;
    if (message === undefined && dto.templateId !== undefined) message = (await this.templates.get(ctx, dto.templateId)).message;
    if (!message?.trim()) errors.message = 'validation.messageRequired';

    const kind = dto.kind ?? 'marketing';
    const scheduledAt = dto.scheduledAt ?? null;
    if (scheduledAt) {
      if (scheduledAt.getTime() <= now.getTime()) errors.scheduledAt = 'validation.scheduleInPast';
      else if (scheduledAt.getTime() > now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000)
        errors.scheduledAt = 'validation.scheduleTooFar';
      else if (inQuietHours(scheduledAt, kind, this.config.messaging.quietHours)) errors.scheduledAt = 'validation.quietHours';
    } else if (inQuietHours(now, kind, this.config.messaging.quietHours)) {
      errors.scheduledAt = 'validation.quietHoursNow';
    }

    if (message && analyzeText(message).parts > DEFAULT_MAX_PARTS) errors.message = 'validation.messageTooManyParts';

    const audience = await this.audienceOf(ctx, dto, message ?? '', errors, coupon !== null);
    const lacking = lackingValuesOf(dto, fillableVariables(message ?? '', coupon !== null), errors);
    if (Object.keys(errors).length) throw new ValidationFailedException(errors);
    // After the field checks, so a bad body is told all its faults at once.
    await this.senders.assertUsable(ctx, dto.senderName);

    return {
      senderName: dto.senderName,
      message: message!,
      templateId: dto.templateId ?? null,
      kind,
      scheduledAt,
      description: dto.description ?? null,
      audience: audience!,
      extras: {
        unsubscribeLink: dto.unsubscribeLink ?? false,
        eConsent: dto.eConsent ?? false,
        consentedOnly: dto.consentedOnly ?? false,
        plan: await this.accountPlan(ctx.accountId),
      },
      lacking,
      coupon,
    };
  }

  /**
   * A campaign's audience checked as a send's is (one kind, its tags, groups or file columns),
   * before any message exists: the coupons' messages are checked when the campaign is analysed.
   */
  async checkAudience(
    ctx: RequestContext,
    dto: Omit<BroadcastInputDto, 'senderName'>,
    errors: Record<string, string>,
  ): Promise<Audience | undefined> {
    return this.audienceOf(ctx, { ...dto, senderName: '' }, '', errors, true);
  }

  private async audienceOf(
    ctx: RequestContext,
    dto: BroadcastInputDto,
    message: string,
    errors: Record<string, string>,
    withCoupon: boolean,
  ): Promise<Audience | undefined> {
    const used = fillableVariables(message, withCoupon);
    const chosen = [dto.recipients !== undefined, dto.fileId !== undefined, toPeople(dto)].filter(Boolean).length;
    if (chosen > 1) {
      errors.recipients = 'validation.oneAudience';
      return undefined;
    }
    if (toPeople(dto)) {
      const people = {
        all: dto.allPeople === true,
        tagIds: [...new Set(dto.tagIds ?? [])],
        groupIds: [...new Set(dto.groupIds ?? [])],
      };
      await this.people.assertAudience(ctx, people, errors);
      await this.assertPersonVariables(ctx, used, errors);
      return { type: 'people', people };
    }
    if (dto.fileId === undefined) {
      if (!dto.recipients?.length) errors.recipients = 'validation.recipientsRequired';
      // Typed numbers carry no columns: the people who have them fill the variables.
      else await this.assertPersonVariables(ctx, used, errors);
      return { type: 'typed', list: dto.recipients ?? [] };
    }
    const upload = await this.uploads.describe(ctx, dto.fileId);
    const phoneColumn = dto.phoneColumn ?? '';
    if (!upload.header.includes(phoneColumn)) errors.phoneColumn = 'validation.phoneColumn';
    const variables: Record<string, string> = {};
    for (const [name, column] of Object.entries(dto.variables ?? {})) {
      if (typeof column !== 'string' || !upload.header.includes(column)) errors.variables = 'validation.variableColumn';
      else variables[name] = column;
    }
    if (used.some((name) => !Object.hasOwn(variables, name))) errors.variables = 'validation.variablesMissing';
    return { type: 'file', fileId: dto.fileId, phoneColumn, variables };
  }

  /** A message to people may use their fields only (TemplateVariables). */
  private async assertPersonVariables(ctx: RequestContext, used: string[], errors: Record<string, string>): Promise<void> {
    if (!used.length) return;
    const known = (await this.variables.list(ctx)).map((variable) => variable.key);
    if (used.some((name) => !known.includes(name))) errors.message = 'validation.unknownVariable';
  }

  /** Every recipient's verdict, streamed in batches, in the order given. */
  async *verdicts(ctx: RequestContext, plan: SendPlan): AsyncGenerator<Verdict[]> {
    let source: AsyncIterable<RawRecipient>;
    if (plan.audience.type === 'typed') source = typedAudience(plan.audience.list);
    else if (plan.audience.type === 'people') source = peopleAudience(this.people.audience(ctx, plan.audience.people));
    else {
      const upload = await this.uploads.describe(ctx, plan.audience.fileId);
      const columns = new Map(upload.header.map((name, at) => [name, at]));
      source = fileAudience(
        this.uploads.rows(ctx, plan.audience.fileId),
        columns,
        plan.audience.phoneColumn,
        plan.audience.variables,
      );
    }
    if (plan.coupon) source = withValues(source, couponStandIns(plan.coupon));
    const variables = fillableVariables(plan.message, plan.coupon !== null);
    // Typed numbers of people of the account: their fields, one query a batch (none without variables).
    const peopleValues =
      plan.audience.type === 'typed' && variables.length
        ? async (mobiles: string[]) =>
            new Map((await this.people.withMobiles(ctx, mobiles)).map((person) => [person.mobile, personValues(person)]))
        : undefined;
    yield* prepareRecipients(source, {
      message: plan.message,
      extras: plan.extras,
      unsubscribeLink: plan.extras.unsubscribeLink ? (mobile) => this.unsubscribe.link(ctx.accountId, mobile) : undefined,
      consentLink: plan.extras.eConsent ? (mobile) => this.consents.link(ctx.accountId, mobile) : undefined,
      blacklisted: (mobiles) => this.blacklist.blockedAmong(ctx, mobiles),
      consented: plan.extras.consentedOnly ? (mobiles) => this.consents.consentedAmong(ctx, mobiles) : undefined,
      peopleValues,
      lacking: { ...plan.lacking, variables },
    });
  }

  /**
   * Before messages carrying unsubscribe links are written, their codes are (in the caller's
   * transaction when given), so a link works as soon as its message can arrive.
   */
  async recordLinks(accountId: string, plan: SendPlan, mobiles: string[], manager?: EntityManager): Promise<void> {
    if (plan.extras.unsubscribeLink) await this.unsubscribe.remember(accountId, mobiles, manager);
    if (plan.extras.eConsent) await this.consents.remember(accountId, mobiles, manager);
  }

  /** A confirmed send's plan again, from its row: the fan-out judges the same audience. */
  async planOfSend(row: StoredSend): Promise<SendPlan> {
    return {
      senderName: row.sender_name,
      message: row.message,
      templateId: row.template_id,
      kind: row.kind,
      scheduledAt: row.scheduled_at,
      description: row.description,
      audience: row.file_id
        ? { type: 'file', fileId: row.file_id, phoneColumn: row.phone_column ?? '', variables: row.variables ?? {} }
        : row.people_audience
          ? { type: 'people', people: row.people_audience }
          : { type: 'typed', list: row.recipient_list ?? [] },
      extras: {
        unsubscribeLink: row.unsubscribe_link,
        eConsent: row.e_consent,
        consentedOnly: row.consented_only,
        plan: await this.accountPlan(row.account_id),
      },
      lacking: { mode: row.missing_values, fallbacks: row.fallback_values ?? {} },
      coupon: row.coupon_id ? await this.couponOfSend(row.coupon_id, row.campaign_id) : null,
    };
  }

  storedSend(id: string): Promise<StoredSend | null> {
    return this.repository.storedSend(id);
  }

  private async couponOfSend(couponId: string, campaignId: string | null): Promise<CouponSend> {
    const row = await this.repository.couponCodeShape(couponId);
    // A coupon deleted since confirmation took its codes along: nothing is sent, everything refunded.
    return couponSend(
      row ?? { id: couponId, couponCodePrefix: '', codeLength: 0, shortenUrl: true },
      campaignId,
      this.config.publicUrl,
    );
  }

  private async accountPlan(accountId: string): Promise<Plan> {
    return (await this.repository.accountPlan(accountId)) ?? 'trials';
  }
}

/** The variables of a message its audience fills: the number and a coupon's code and link are the send's own. */
function fillableVariables(message: string, withCoupon: boolean): string[] {
  const own: readonly string[] = withCoupon ? ['mobile', ...COUPON_VARIABLES] : ['mobile'];
  return templateVariables(message).filter((name) => !own.includes(name));
}

/** The sender's choice for recipients without a value; with `fallback`, a value for every variable. */
function lackingValuesOf(dto: BroadcastInputDto, variables: string[], errors: Record<string, string>): LackingValues {
  const mode = dto.missingValues ?? 'empty';
  const fallbacks: Record<string, string> = {};
  if (mode !== 'fallback') return { mode, fallbacks };
  for (const name of variables) {
    const value = dto.fallbackValues?.[name];
    if (typeof value !== 'string' || !value.trim() || value.length > FALLBACK_VALUE_MAX) errors.fallbackValues = 'validation.fallbackValues';
    else fallbacks[name] = value;
  }
  return { mode, fallbacks };
}

/** The recipients with values of the send's own (the coupon stand-ins) over theirs. */
async function* withValues(source: AsyncIterable<RawRecipient>, values: Record<string, string>): AsyncGenerator<RawRecipient> {
  for await (const raw of source) yield { ...raw, values: { ...raw.values, ...values } };
}
