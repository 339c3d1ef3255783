import { Injectable, Logger } from '@nestjs/common';
import { Jobs } from '../../queue/jobs.js';
import { jobIds } from '../../queue/queues.js';
import type { Report } from './report.entity.js';
import { ReportsRepository } from './reports.repository.js';
import { REPORT_TIME_ZONE, reportCron, type ReportWindow } from './report-windows.js';

type Scheduled = Pick<Report, 'id' | 'recurrence' | 'dayOfMonth'>;

/**
 * Report jobs on the `report` queue. A recurring report is one repeatable job whose id is the
 * report's (a cron line in ICT): registering it again finds the same repeat key and adds
 * nothing, so the API (on create) and every worker start (from the table, as Redis may have
 * lost it) can both register it without ever making two.
 */
@Injectable()
export class ReportScheduler {
  private readonly logger = new Logger('ReportScheduler');

  constructor(
    private readonly jobs: Jobs,
    private readonly repository: ReportsRepository,
  ) {}

  /** One run over one period; asked again while it waits, still one. */
  async enqueue(reportId: string, window: ReportWindow): Promise<void> {
    await this.jobs.enqueue('runReport', {
      reportId,
      windowStart: window.start.toISOString(),
      windowEnd: window.end.toISOString(),
    });
  }

  async schedule(report: Scheduled): Promise<void> {
    if (report.recurrence === 'once') return;
    await this.jobs.repeat(
      'reportSchedule',
      { reportId: report.id },
      { cron: reportCron(report.recurrence, report.dayOfMonth), tz: REPORT_TIME_ZONE },
    );
  }

  async unschedule(reportId: string): Promise<void> {
    const id = jobIds.reportSchedule(reportId);
    for (const job of await this.jobs.repeating('reportSchedule')) {
      if (job.id === id) await this.jobs.stopRepeating('reportSchedule', job);
    }
  }

  /**
   * Every recurring report's schedule, as the table has them: missing ones added, those of
   * deleted reports removed, and one whose cron line the table no longer gives (a monthly day
   * moved to the 5th by the MonthlyReportDays migration) replaced. Run at each worker start.
   */
  async sync(): Promise<{ scheduled: number; removed: number }> {
    const reports: Scheduled[] = await this.repository.recurring();
    const wanted = new Map(
      reports.map((report) => [
        jobIds.reportSchedule(report.id),
        reportCron(report.recurrence as Exclude<Report['recurrence'], 'once'>, report.dayOfMonth),
      ]),
    );
    let removed = 0;
    for (const job of await this.jobs.repeating('reportSchedule')) {
      if (wanted.get(job.id) !== job.cron) {
        await this.jobs.stopRepeating('reportSchedule', job);
        removed++;
      }
    }
    for (const report of reports) await this.schedule(report);
    if (removed) this.logger.log({ removed }, 'removed schedules of deleted reports or with another cron line');
    return { scheduled: reports.length, removed };
  }
}
