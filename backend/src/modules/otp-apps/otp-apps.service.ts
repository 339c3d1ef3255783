import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { definedOnly } from '../../common/http/defined.js';
import { insideUrlErrors } from '../../common/http/outbound-url.js';
import { findPage, parseListQuery, type ListQueryParams, type ListSpec, type Page } from '../../common/http/list-query.js';
import { ValidationFailedException, type FieldErrors } from '../../common/http/validation.js';
import { analyzeWithinCap } from '../../common/sms/part-cap.js';
import { InjectTenantRepository, type TenantRepository } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { SendersService } from '../senders/senders.service.js';
import type { CreateOtpAppDto, UpdateOtpAppDto } from './dto/otp-app.dto.js';
import { otpAppView, type OtpAppResponse } from './dto/otp-app.response.js';
import { OtpApp } from './otp-app.entity.js';
import { OtpAppsRepository } from './otp-apps.repository.js';
import { otpContentProblem, renderOtp } from './otp-content.js';

export const OTP_APP_LIST: ListSpec = {
  resource: 'otp-apps',
  sortable: { name: 'otpApp.name', createdAt: 'otpApp.createdAt' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: { kind: 'search', columns: ['otpApp.name'] },
    id: { kind: 'uuid', column: 'otpApp.id' },
  },
};

/** The longest code and reference an app can produce, to price its content at its longest. */
const LONGEST_CODE = '00000000';
const LONGEST_REF = 'XXX-XXXXXX';

/** OTP applications of an account (Otp → configuration). */
@Injectable()
export class OtpAppsService {
  constructor(
    private readonly repository: OtpAppsRepository,
    @InjectTenantRepository(OtpApp) private readonly apps: TenantRepository<OtpApp>,
    private readonly senders: SendersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(ctx: RequestContext, params: ListQueryParams): Promise<Page<OtpAppResponse>> {
    const page = await findPage(this.apps.for(ctx).query('otpApp'), parseListQuery(params, OTP_APP_LIST), OTP_APP_LIST);
    return { ...page, rows: page.rows.map((row) => otpAppView(row, this.maySeeSecret(ctx))) };
  }

  async get(ctx: RequestContext, id: string): Promise<OtpAppResponse> {
    return otpAppView(await this.find(ctx, id), this.maySeeSecret(ctx));
  }

  /** The app itself, for the OTP service: 404 outside the acting account. */
  find(ctx: RequestContext, id: string): Promise<OtpApp> {
    return this.apps.for(ctx).getById(id);
  }

  async create(ctx: RequestContext, dto: CreateOtpAppDto): Promise<OtpAppResponse> {
    await this.assertValid(ctx, dto.sender, dto.content, false, dto.notifyUrl);
    const { sender, ...fields } = dto;
    const app = await this.apps
      .for(ctx)
      .insert({ ...definedOnly(fields), senderName: sender, notifySecret: randomBytes(24).toString('base64url') });
    return this.get(ctx, app.id);
  }

  async update(ctx: RequestContext, id: string, dto: UpdateOtpAppDto): Promise<OtpAppResponse> {
    const current = await this.find(ctx, id);
    const { sender, ...fields } = dto;
    await this.assertValid(
      ctx,
      sender ?? current.senderName,
      dto.content ?? current.content,
      sender === undefined,
      dto.notifyUrl,
    );
    const changes = { ...definedOnly(fields), ...(sender !== undefined ? { senderName: sender } : {}) };
    if (Object.keys(changes).length) await this.apps.for(ctx).update(id, changes);
    return this.get(ctx, id);
  }

  /** A new notify secret; the old one stops signing at once. */
  async rotateNotifySecret(ctx: RequestContext, id: string): Promise<OtpAppResponse> {
    await this.find(ctx, id);
    await this.apps.for(ctx).update(id, { notifySecret: randomBytes(24).toString('base64url') });
    return this.get(ctx, id);
  }

  async remove(ctx: RequestContext, id: string): Promise<OtpAppResponse> {
    const app = await this.get(ctx, id);
    await this.apps.for(ctx).delete(id);
    return app;
  }

  /** For the worker, which signs notifications with the app's current secret (null: the app is gone). */
  notifySecretOf(appId: string): Promise<string | null> {
    return this.repository.notifySecretOf(appId);
  }

  private maySeeSecret(ctx: RequestContext): boolean {
    return ctx.ability.can('update', 'OtpApp');
  }

  /**
   * The content holds {otp} and no unknown placeholder and fits the part cap at its longest;
   * the sender is one the account may use (a kept sender is not checked again on edit); a notify
   * URL sent points to the public internet (unless private addresses are allowed).
   */
  private async assertValid(
    ctx: RequestContext,
    sender: string,
    content: string,
    senderKept = false,
    notifyUrl?: string | null,
  ): Promise<void> {
    const errors: FieldErrors = await insideUrlErrors({ notifyUrl }, this.config.webhookAllowPrivate);
    const problem = otpContentProblem(content);
    if (problem) errors.content = problem;
    if (!senderKept && !(await this.senders.usableNames(ctx)).includes(sender)) errors.sender = 'validation.senderNotApproved';
    if (Object.keys(errors).length) throw new ValidationFailedException(errors);
    analyzeWithinCap(renderOtp(content, LONGEST_CODE, LONGEST_REF), undefined, 'content');
  }
}
