import { join } from 'node:path';
import type { Report } from './report.entity.js';

/** Where a report's latest file lives: one folder per account, one file per report. */
export function reportFilePath(dir: string, report: Pick<Report, 'id' | 'accountId' | 'format'>): string {
  return join(dir, report.accountId, `${report.id}.${report.format}`);
}
