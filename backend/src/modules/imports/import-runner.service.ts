import { Injectable, Logger } from '@nestjs/common';
import { systemContext } from '../system-context.js';
import { PeopleFieldsService } from '../people-fields/people-fields.service.js';
import type { PeopleField } from '../people-fields/people-field.entity.js';
import { UploadsService } from '../uploads/uploads.service.js';
import type { Import } from './import.entity.js';
import { checkBlacklistRow, checkPersonRow, mappedValues, type BlacklistRow, type PersonRow } from './import-rows.js';
import { ImportsRepository } from './imports.repository.js';
import { SeenNumbers } from '../../common/validation/seen-numbers.js';
import { collectGarbage } from '../../runtime/collect-garbage.js';
import { Transactions } from '../../database/transactions.js';

/** Rows per transaction: the batch's rows, its invalid rows and the counters commit together. */
export const IMPORT_BATCH = 5_000;
/** Batches between two full collections (see collectGarbage): the rows of batches written are garbage in the old generation. */
const BATCHES_PER_COLLECTION = 4;
/** An import that wrote this many rows leaves its tables vacuumed (see tidy). */
const VACUUM_AFTER_ROWS = 10_000;

interface Batch {
  people: PersonRow[];
  blacklist: BlacklistRow[];
  invalid: { row: number; errors: Record<string, string>; cells: string[] }[];
  /** Repeats of a number earlier in the file. */
  duplicates: number;
  rows: number;
}

const emptyBatch = (): Batch => ({ people: [], blacklist: [], invalid: [], duplicates: 0, rows: 0 });

/**
 * Runs an import in the worker: the file streamed row by row, checked, and written a batch at
 * a time. Each batch and the import's counters commit in one transaction, and `processed`
 * says how far it got, so a run that dies is resumed by the job's next attempt from there:
 * no row written twice, none lost.
 */
@Injectable()
export class ImportRunner {
  private readonly logger = new Logger('ImportRunner');

  constructor(
    private readonly transactions: Transactions,
    private readonly repository: ImportsRepository,
    private readonly uploads: UploadsService,
    private readonly fields: PeopleFieldsService,
  ) {}

  async run(importId: string): Promise<void> {
    const job = await this.repository.claim(importId);
    if (!job) return;
    const ctx = systemContext(job.accountId);
    const custom: PeopleField[] = job.target === 'people' ? await this.fields.all(ctx) : [];
    const pairs = Object.entries(job.mapping ?? {})
      .map(([column, field]) => [job.header.indexOf(column), field] as [number, string])
      .filter(([at, field]) => at >= 0 && field !== '');
    const mapped = new Set(pairs.map(([, field]) => field));
    // Numbers seen earlier in the file, as the nine digits after +66, in a table of 32-bit slots
    // (a Set of a million numbers was 40 MB of the worker's peak).
    const seen = new SeenNumbers();
    let batch = emptyBatch();
    let writing: Promise<void> = Promise.resolve();
    let index = 0;
    let batches = 0;
    for await (const { row, cells } of this.uploads.rows(ctx, job.uploadId!)) {
      const values = mappedValues(cells, pairs);
      const checked = job.target === 'people' ? checkPersonRow(values, custom) : checkBlacklistRow(values);
      const resumed = index++ < job.processed;
      if (checked.ok) {
        const key = Number(checked.value.mobile.slice(3));
        const repeat = seen.addSeen(key);
        if (resumed) continue;
        if (repeat) batch.duplicates++;
        else if (job.target === 'people') batch.people.push(checked.value as PersonRow);
        else batch.blacklist.push(checked.value as BlacklistRow);
      } else if (resumed) continue;
      else batch.invalid.push({ row, errors: checked.errors, cells });
      batch.rows++;
      if (batch.rows >= IMPORT_BATCH) {
        // One batch in the database while the next is read and checked: the two cores work
        // side by side. Batches still commit one after the other, in file order.
        await writing;
        if (++batches % BATCHES_PER_COLLECTION === 0) collectGarbage();
        writing = this.write(job, mapped, batch);
        writing.catch(() => undefined); // awaited above or below; this only marks it handled
        batch = emptyBatch();
      }
    }
    await writing;
    await this.write(job, mapped, batch);
    if (index - job.processed >= VACUUM_AFTER_ROWS) await this.tidy(job.target);
    await this.repository.markCompleted(job.id);
  }

  /**
   * After a large import, the tables it wrote are vacuumed and analysed before it says
   * completed. Freshly written pages are not marked all-visible, so the list's index-only
   * scans (a deep page, the capped count) read each row from the table instead, until
   * autovacuum comes by, which on a large table it may not do for a long time; and the
   * planner still holds the statistics of before. VACUUM skips pages already all-visible, so
   * this costs what the import wrote, not the size of the table.
   */
  private async tidy(target: Import['target']): Promise<void> {
    const started = Date.now();
    const tables = await this.repository.vacuumTablesOf(target);
    this.logger.log({ tables, ms: Date.now() - started }, 'vacuumed after import');
  }

  /** Marks a run that will not be tried again as failed, with a reason the user can read. */
  async fail(importId: string, reason: string): Promise<void> {
    this.logger.error({ importId, reason }, 'import failed');
    await this.repository.markFailed(importId, 'errors.importFailed');
  }

  private async write(job: Import, mapped: Set<string>, batch: Batch): Promise<void> {
    if (!batch.rows) return;
    await this.transactions.run(async (manager) => {
      let written: number;
      let created: number;
      if (job.target === 'people') {
        ({ written, created } = await this.repository.writePeople(manager, job.accountId, batch.people, job.mode, mapped));
      } else ({ written, created } = await this.repository.writeBlacklist(manager, job.accountId, batch.blacklist, job.mode));
      const offered = job.target === 'people' ? batch.people.length : batch.blacklist.length;
      if (batch.invalid.length) await this.repository.recordInvalidRows(manager, job.id, job.accountId, batch.invalid);
      await this.repository.addCounts(manager, job.id, {
        rows: batch.rows,
        created,
        updated: written - created,
        skipped: offered - written + batch.duplicates,
        invalid: batch.invalid.length,
      });
    });
  }
}
