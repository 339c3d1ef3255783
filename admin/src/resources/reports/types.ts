import type { components } from '@/api/schema';

type Schemas = components['schemas'];

export type ReportType = Schemas['ReportType'];
export type ReportRecurrence = Schemas['ReportRecurrence'];
export type ReportFormat = Schemas['ReportFormat'];
export type ReportStatus = Schemas['ReportStatus'];
/** One report: what, over which period, in which format, and how its latest run went. */
export type ReportRecord = Schemas['ReportResponse'];
export type CreateReportRequest = Schemas['CreateReportDto'];

export const REPORT_TYPES = ['sms-summary', 'message-log', 'credit-usage', 'otp'] as const satisfies readonly ReportType[];
export const REPORT_RECURRENCES = ['once', 'daily', 'weekly', 'monthly'] as const satisfies readonly ReportRecurrence[];
export const REPORT_FORMATS = ['csv', 'xlsx'] as const satisfies readonly ReportFormat[];
export const REPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const satisfies readonly ReportStatus[];

const choices = (group: string, ids: readonly string[]) => ids.map((id) => ({ id, name: `resources.reports.${group}.${id}` }));
export const reportTypeChoices = choices('types', REPORT_TYPES);
export const reportRecurrenceChoices = choices('recurrences', REPORT_RECURRENCES);
export const reportFormatChoices = choices('formats', REPORT_FORMATS);
export const reportStatusChoices = choices('statuses', REPORT_STATUSES);

/** Still moving: the pages poll while a report is in one of these. */
export const isLive = (status?: ReportStatus | null) => status === 'queued' || status === 'running';
