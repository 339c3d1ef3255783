import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { finished } from 'node:stream/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ObjectLiteral } from 'typeorm';
import { labelledColumns, writeExport } from '../../common/export/stream-export.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { ReportJob } from '../../queue/queues.js';
import { reportFilePath } from './report-files.js';
import { reportType, type ReportSource } from './report-types.js';
import { ReportsRepository } from './reports.repository.js';
import { monthlyRunsOn, reportWindow, type ReportWindow } from './report-windows.js';

/** What a run came to. */
export type ReportOutcome = 'ready' | 'gone' | 'not-today';

/** A failure the user can act on, named by a translation key. */
export class ReportFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

const STORAGE_CODES = new Set(['EACCES', 'EPERM', 'ENOENT', 'ENOTDIR', 'EEXIST', 'ENOSPC', 'EROFS', 'EISDIR', 'EDQUOT']);

/** The translation key of why a run failed. */
export function failureReason(error: unknown): string {
  if (error instanceof ReportFailure) return error.reason;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && STORAGE_CODES.has(code)) return 'errors.reportStorage';
  return 'errors.reportFailed';
}

/**
 * Runs a report in the worker: its rows streamed from the database into a file beside the
 * final one, which replaces the previous file only once complete (a run that dies leaves the
 * last good file; a run done twice writes the same file twice). The status moves queued →
 * running → ready, or failed with a reason after the job's last try.
 */
@Injectable()
export class ReportRunner {
  private readonly logger = new Logger('ReportRunner');
  constructor(
    private readonly repository: ReportsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A job's run: its own period, or (a scheduled fire) the period its recurrence gives at `now`. */
  async run(job: ReportJob, now = new Date()): Promise<ReportOutcome> {
    const report = await this.repository.findForRun(job.reportId);
    if (!report) return 'gone';
    let window: ReportWindow;
    if (job.windowStart && job.windowEnd) window = { start: new Date(job.windowStart), end: new Date(job.windowEnd) };
    else {
      if (report.recurrence === 'once') return 'gone';
      if (report.recurrence === 'monthly' && !monthlyRunsOn(report.dayOfMonth ?? 1, now)) return 'not-today';
      window = reportWindow(report.recurrence, now);
    }
    const definition = reportType(report.type);
    if (!definition) throw new ReportFailure('errors.reportType');

    await this.repository.markRunning(report.id, window.start, window.end);
    const path = reportFilePath(this.config.reports.dir, report);
    const partial = `${path}.${randomUUID()}.part`;
    let rows = 0;
    try {
      await mkdir(dirname(path), { recursive: true });
      // Opened first, so a folder that cannot be written to fails here rather than mid-stream.
      const out = (await open(partial, 'w')).createWriteStream();
      const done = finished(out);
      done.catch(() => undefined); // awaited below; a failed open is reported there
      const source: ReportSource = {
        window,
        language: report.language,
        scope: <T extends ObjectLiteral & { id: string }>(entity: abstract new (...args: never[]) => T) =>
          this.repository.scopeOf(entity, report.accountId),
      };
      async function* counted() {
        for await (const row of definition!.rows(source)) {
          rows++;
          yield row;
        }
      }
      await writeExport(out, {
        format: report.format,
        language: report.language,
        // Headers and labels were translated when the report was made: the worker reads no locale files.
        columns: labelledColumns(definition.columns, report.headers, report.valueLabels ?? {}),
        rows: counted(),
      });
      await done;
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    const { size } = await stat(path);
    // The period again: of two runs that overlapped, the file and the period are the last one's.
    if (await this.repository.markReady(report.id, window.start, window.end, rows, size)) return 'ready';
    // Deleted while it ran: its file goes too.
    await rm(path, { force: true });
    return 'gone';
  }

  /** Marks a run that will not be tried again as failed, with the reason's translation key. */
  async fail(reportId: string, error: unknown): Promise<void> {
    const reason = failureReason(error);
    this.logger.error({ reportId, reason, error: String(error) }, 'report failed');
    await this.repository.markFailed(reportId, reason);
  }
}
