import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { rm } from 'node:fs/promises';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { findPage, parseListQuery, type ListQueryParams, type ListSpec, type Page } from '../../common/http/list-query.js';
import { headersOf, valueLabelsOf } from '../../common/export/stream-export.js';
import { ValidationFailedException } from '../../common/http/validation.js';
import type { Messages } from '../../common/i18n/messages.js';
import { InjectTenantRepository, type TenantRepository, type TenantScope } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import type { CreateReportDto } from './dto/report.dto.js';
import { REPORT_STATUSES, Report } from './report.entity.js';
import { reportFilePath } from './report-files.js';
import { ReportScheduler } from './report-scheduler.service.js';
import { REPORT_TYPE_NAMES, reportType } from './report-types.js';
import { isIsoDate, REPORT_RECURRENCES, reportWindow, type ReportWindow } from './report-windows.js';
import { authorize } from '../abilities.js';

export const REPORT_LIST: ListSpec = {
  resource: 'reports',
  sortable: { createdAt: 'report.createdAt', name: 'report.name' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    id: { kind: 'uuid', column: 'report.id' },
    status: { kind: 'equals', column: 'report.status', values: REPORT_STATUSES },
    type: { kind: 'equals', column: 'report.type', values: REPORT_TYPE_NAMES },
    recurrence: { kind: 'equals', column: 'report.recurrence', values: REPORT_RECURRENCES },
  },
};

/**
 * An account's reports: made (and, when recurring, scheduled), run now, downloaded, removed.
 * The runs themselves happen in the worker (ReportRunner).
 */
@Injectable()
export class ReportsService {
  constructor(
    @InjectTenantRepository(Report) private readonly reports: TenantRepository<Report>,
    private readonly scheduler: ReportScheduler,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  list(ctx: RequestContext, params: ListQueryParams): Promise<Page<Report>> {
    authorize(ctx, 'read', 'Report');
    return findPage(this.scope(ctx).query('report'), parseListQuery(params, REPORT_LIST), REPORT_LIST);
  }

  get(ctx: RequestContext, id: string): Promise<Report> {
    authorize(ctx, 'read', 'Report');
    return this.scope(ctx).getById(id);
  }

  /** The report, and its first run queued at once: a one-off's period, or a recurring one's latest. */
  async create(ctx: RequestContext, dto: CreateReportDto, messages: Messages): Promise<Report> {
    authorize(ctx, 'create', 'Report');
    const once = dto.recurrence === 'once';
    if (once) {
      const errors: Record<string, string> = {};
      if (!isIsoDate(dto.from)) errors.from = 'validation.reportDate';
      if (!isIsoDate(dto.to)) errors.to = 'validation.reportDate';
      if (!errors.from && !errors.to && dto.from! > dto.to!) errors.to = 'validation.reportRange';
      if (Object.keys(errors).length) throw new ValidationFailedException(errors);
    }
    const definition = reportType(dto.type)!;
    const window = reportWindow(dto.recurrence, new Date(), { from: dto.from, to: dto.to });
    const row = await this.scope(ctx).insert({
      name: dto.name,
      type: dto.type,
      recurrence: dto.recurrence,
      format: dto.format,
      status: 'queued',
      fromDate: once ? dto.from! : null,
      toDate: once ? dto.to! : null,
      dayOfMonth: dto.recurrence === 'monthly' ? dto.dayOfMonth! : null,
      windowStart: window.start,
      windowEnd: window.end,
      headers: headersOf(definition.columns, messages, ctx.language),
      valueLabels: valueLabelsOf(definition.columns, messages, ctx.language),
      language: ctx.language,
      createdBy: ctx.apiKeyId ? null : ctx.userId,
    });
    await this.scheduler.schedule(row);
    await this.scheduler.enqueue(row.id, window);
    return this.get(ctx, row.id);
  }

  /** Runs it now over its period (a recurring report: the latest whole one); queued or running, it stays as it is. */
  async run(ctx: RequestContext, id: string): Promise<Report> {
    authorize(ctx, 'update', 'Report');
    const report = await this.scope(ctx).getById(id);
    if (report.status === 'queued' || report.status === 'running') return report;
    const window: ReportWindow = reportWindow(report.recurrence, new Date(), { from: report.fromDate, to: report.toDate });
    await this.scope(ctx).update(id, { status: 'queued', error: null, windowStart: window.start, windowEnd: window.end });
    await this.scheduler.enqueue(id, window);
    return this.get(ctx, id);
  }

  /** The latest file, when there is one to give. */
  async file(ctx: RequestContext, id: string): Promise<{ report: Report; path: string }> {
    const report = await this.get(ctx, id);
    if (report.status !== 'ready')
      throw new ConflictException({ message: 'errors.reportNotReady', errors: { status: 'errors.reportNotReady' } });
    return { report, path: reportFilePath(this.config.reports.dir, report) };
  }

  async remove(ctx: RequestContext, id: string): Promise<Report> {
    authorize(ctx, 'delete', 'Report');
    const report = await this.scope(ctx).getById(id);
    await this.scope(ctx).delete(id);
    await this.scheduler.unschedule(id);
    await rm(reportFilePath(this.config.reports.dir, report), { force: true });
    return report;
  }

  private scope(ctx: RequestContext): TenantScope<Report> {
    return this.reports.for(ctx);
  }
}
