import { ConflictException, Injectable } from '@nestjs/common';
import { findPage, parseListQuery, type ListQueryParams, type ListSpec, type Page } from '../../common/http/list-query.js';
import { InjectTenantRepository, type TenantRepository, type TenantScope } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { Jobs } from '../../queue/jobs.js';
import { PeopleFieldsService } from '../people-fields/people-fields.service.js';
import type { ReceivedFile } from '../uploads/file-receiver.js';
import { UploadsService } from '../uploads/uploads.service.js';
import type { ImportMappingDto } from './dto/import.dto.js';
import { IMPORT_STATUSES, IMPORT_TARGETS, Import, type ImportTarget } from './import.entity.js';
import { ImportInvalidRow } from './import-invalid-row.entity.js';
import { checkBlacklistRow, checkMapping, checkPersonRow, importFields, mappedValues, type ImportField } from './import-rows.js';
import { authorize } from '../abilities.js';

export const IMPORT_LIST: ListSpec = {
  resource: 'imports',
  sortable: { createdAt: 'import.createdAt', name: 'import.name' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    id: { kind: 'uuid', column: 'import.id' },
    target: { kind: 'equals', column: 'import.target', values: IMPORT_TARGETS },
    status: { kind: 'equals', column: 'import.status', values: IMPORT_STATUSES },
  },
};

/** Rows of the file the mapping step shows, checked as the run will check them. */
const PREVIEW_ROWS = 20;
/** Invalid rows read per query when they are downloaded. */
const INVALID_BATCH = 2_000;

export interface PreviewRow {
  row: number;
  values: Record<string, string>;
  errors: Record<string, string>;
}

/**
 * Imports of people and blacklists, in the steps the admin walks through: upload (the file is
 * checked and described by the uploads module), map columns to fields (answering a preview of
 * the first rows), start (a job on the `import` queue, whose id is the import's: started twice,
 * run once), then the run's progress and its invalid rows.
 */
@Injectable()
export class ImportsService {
  constructor(
    @InjectTenantRepository(Import) private readonly imports: TenantRepository<Import>,
    @InjectTenantRepository(ImportInvalidRow) private readonly invalidRows: TenantRepository<ImportInvalidRow & { id: string }>,
    private readonly jobs: Jobs,
    private readonly uploads: UploadsService,
    private readonly fields: PeopleFieldsService,
  ) {}

  list(ctx: RequestContext, params: ListQueryParams): Promise<Page<Import>> {
    authorize(ctx, 'read', 'Import');
    return findPage(this.scope(ctx).query('import'), parseListQuery(params, IMPORT_LIST), IMPORT_LIST);
  }

  get(ctx: RequestContext, id: string): Promise<Import> {
    authorize(ctx, 'read', 'Import');
    return this.scope(ctx).getById(id);
  }

  /** Step 1: the file, kept and described; refused (422 on `file`) when it is not one usable list. */
  async create(ctx: RequestContext, file: ReceivedFile, target: ImportTarget): Promise<Import> {
    authorize(ctx, 'create', 'Import');
    const upload = await this.uploads.accept(ctx, file);
    const row = await this.scope(ctx).insert({
      uploadId: upload.id,
      target,
      name: upload.name,
      size: upload.size,
      fileType: upload.type,
      encoding: upload.encoding,
      header: upload.header,
      sample: upload.sample,
      total: upload.rows,
    });
    return this.get(ctx, row.id);
  }

  async fieldsFor(ctx: RequestContext, target: ImportTarget): Promise<ImportField[]> {
    authorize(ctx, 'read', 'Import');
    return importFields(target, target === 'people' ? await this.fields.all(ctx) : []);
  }

  /** Step 2: the mapping and mode, checked and kept; answers the first rows as the run will read them. */
  async map(ctx: RequestContext, id: string, dto: ImportMappingDto): Promise<{ import: Import; preview: PreviewRow[] }> {
    authorize(ctx, 'update', 'Import');
    const job = await this.scope(ctx).getById(id);
    this.assertStatus(job, ['uploaded', 'mapped']);
    const custom = job.target === 'people' ? await this.fields.all(ctx) : [];
    const pairs = checkMapping(dto.mapping, job.header, importFields(job.target, custom));
    const mapping = Object.fromEntries(pairs.map(([at, field]) => [job.header[at], field]));
    const mode = job.target === 'blacklist' ? (dto.mode ?? 'skip') : (dto.mode ?? 'update');
    await this.scope(ctx).update(id, { mapping, mode, status: 'mapped' });
    const preview: PreviewRow[] = [];
    for await (const { row, cells } of this.uploads.rows(ctx, job.uploadId ?? '')) {
      const values = mappedValues(cells, pairs);
      const checked = job.target === 'people' ? checkPersonRow(values, custom) : checkBlacklistRow(values);
      preview.push({ row, values: { ...values }, errors: checked.ok ? {} : checked.errors });
      if (preview.length >= PREVIEW_ROWS) break;
    }
    return { import: await this.get(ctx, id), preview };
  }

  /** Step 3: the run, queued once however often it is asked for. */
  async start(ctx: RequestContext, id: string): Promise<Import> {
    authorize(ctx, 'update', 'Import');
    const job = await this.scope(ctx).getById(id);
    if (job.status === 'queued' || job.status === 'running') return job;
    this.assertStatus(job, ['mapped']);
    if (!job.uploadId)
      throw new ConflictException({ message: 'errors.importFileGone', errors: { file: 'errors.importFileGone' } });
    const { affected } = await this.scope(ctx)
      .query('import')
      .update()
      .set({ status: 'queued' })
      .where('id = :id AND status = :mapped AND account_id = :accountId', { id, mapped: 'mapped', accountId: ctx.accountId })
      .execute();
    if (affected) {
      await this.jobs.enqueue('runImport', { importId: id });
    }
    return this.get(ctx, id);
  }

  /** The invalid rows, in file order, a batch at a time (a download never holds them all). */
  async *invalid(ctx: RequestContext, id: string): AsyncGenerator<ImportInvalidRow> {
    const job = await this.get(ctx, id);
    let after = 0;
    for (;;) {
      const batch = await this.invalidRows
        .for(ctx)
        .query('invalid')
        .andWhere('invalid.importId = :importId AND invalid.row > :after', { importId: job.id, after })
        .orderBy('invalid.row', 'ASC')
        .limit(INVALID_BATCH)
        .getMany();
      yield* batch;
      if (batch.length < INVALID_BATCH) return;
      after = batch[batch.length - 1].row;
    }
  }

  private assertStatus(job: Import, allowed: Import['status'][]): void {
    if (!allowed.includes(job.status))
      throw new ConflictException({ message: 'errors.importStatus', errors: { status: 'errors.importStatus' } });
  }

  private scope(ctx: RequestContext): TenantScope<Import> {
    return this.imports.for(ctx);
  }
}
