import { rm } from 'node:fs/promises';
import { Inject, Injectable } from '@nestjs/common';
import { findPage, parseListQuery, type ListQueryParams, type ListSpec, type Page } from '../../common/http/list-query.js';
import { ValidationFailedException } from '../../common/http/validation.js';
import { normalizeThaiMobile } from '../../common/validation/phone.js';
import { InjectTenantRepository, type TenantRepository } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { uploadView, type UploadResponse } from './dto/upload.response.js';
import { FILE_LIMITS, FileRefused, SAMPLE_LIMITS } from './file-limits.js';
import { fileRows, sniff } from './file-rows.js';
import { Upload, type TextEncodingName } from './upload.entity.js';
import { UploadsRepository } from './uploads.repository.js';

export const UPLOAD_LIST: ListSpec = {
  resource: 'uploads',
  sortable: { createdAt: 'upload.createdAt', name: 'upload.name' },
  defaultSort: ['createdAt', 'DESC'],
  filters: { id: { kind: 'uuid', column: 'upload.id' }, createdAt: { kind: 'range', column: 'upload.createdAt', type: 'date' } },
};

const NAME_MAX = 255;

/**
 * Recipient files: stored on disk as uploaded, checked by content (CSV text or an XLSX
 * workbook), described once (header, first rows, row count, read as a stream), and read back
 * row by row by the sends that use them.
 */
@Injectable()
export class UploadsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: UploadsRepository,
    @InjectTenantRepository(Upload) private readonly uploads: TenantRepository<Upload>,
  ) {}

  /** Takes a file the controller saved to `path`; refuses it (and deletes it) when it is not a usable list. */
  async accept(ctx: RequestContext, file: { path: string; originalName: string; size: number }): Promise<UploadResponse> {
    try {
      const kind = await sniff(file.path);
      if (!kind) throw new ValidationFailedException({ file: 'validation.fileType' });
      const described = await this.read(file.path, kind.type, kind.delimiter, kind.encoding);
      const upload = await this.uploads.for(ctx).insert({
        name: cleanName(file.originalName),
        size: file.size,
        type: kind.type,
        delimiter: kind.delimiter,
        encoding: kind.encoding,
        path: file.path,
        ...described,
      });
      return uploadView(upload);
    } catch (error) {
      await rm(file.path, { force: true });
      throw error;
    }
  }

  async describe(ctx: RequestContext, id: string): Promise<UploadResponse> {
    return uploadView(await this.uploads.for(ctx).getById(id));
  }

  async list(ctx: RequestContext, params: ListQueryParams): Promise<Page<UploadResponse>> {
    const page = await findPage(this.uploads.for(ctx).query('upload'), parseListQuery(params, UPLOAD_LIST), UPLOAD_LIST);
    return { ...page, rows: page.rows.map(uploadView) };
  }

  async remove(ctx: RequestContext, id: string): Promise<UploadResponse> {
    const upload = await this.uploads.for(ctx).getById(id);
    await this.uploads.for(ctx).delete(id);
    await rm(upload.path, { force: true });
    return uploadView(upload);
  }

  /** The data rows (the header skipped), streamed; `row` is the line in the file for error reports. */
  async *rows(ctx: RequestContext, id: string): AsyncGenerator<{ row: number; cells: string[] }> {
    const upload = await this.uploads.for(ctx).getById(id);
    let first = true;
    for await (const row of fileRows(upload.path, upload.type, upload.delimiter, upload.encoding)) {
      if (first && upload.hasHeader) {
        first = false;
        continue;
      }
      first = false;
      yield row;
    }
  }

  /**
   * Files past their retention: files then rows removed, a thousand at a time. A file a send
   * still reads (scheduled, or sending: its fan-out may not be done) stays until that send ends.
   * Answers how many went.
   */
  async purgeExpired(): Promise<number> {
    let removed = 0;
    for (;;) {
      const rows = await this.repository.expired(this.config.uploads.retentionDays);
      for (const row of rows) await rm(row.path, { force: true });
      if (rows.length) await this.repository.removeRows(rows.map((row) => row.id));
      removed += rows.length;
      if (rows.length < 1000) return removed;
    }
  }

  /**
   * Header, sample and count in one streamed pass. The first row is a header unless one of its
   * cells is a phone number (a list typed without one); columns are then "Column 1", "Column 2"…
   * A file past a limit of FILE_LIMITS is refused naming that limit; one that is not readable
   * as its type, as not a list.
   */
  private async read(path: string, type: 'csv' | 'xlsx', delimiter: string, encoding: TextEncodingName) {
    let header: string[] | null = null;
    let hasHeader = true;
    const sample: string[][] = [];
    let rows = 0;
    const deadline = Date.now() + FILE_LIMITS.describeSeconds * 1000;
    try {
      for await (const { cells } of fileRows(path, type, delimiter, encoding)) {
        if (Date.now() > deadline) throw new FileRefused('validation.fileTooSlow');
        if (header === null) {
          hasHeader = !cells.some((cell) => normalizeThaiMobile(cell) !== null);
          header = hasHeader ? uniqueNames(cells) : cells.map((_, at) => `Column ${at + 1}`);
          if (hasHeader) continue;
        }
        rows++;
        if (sample.length < SAMPLE_LIMITS.rows) sample.push(cells);
      }
    } catch (error) {
      throw new ValidationFailedException({ file: error instanceof FileRefused ? error.key : 'validation.fileType' });
    }
    if (!header || rows === 0) throw new ValidationFailedException({ file: 'validation.fileEmpty' });
    return { header, hasHeader, sample: previewOf(sample), rows };
  }
}

/**
 * The first rows as the preview shows them: each cell cut, and no more cells than fit a few kB,
 * so a list of uploads stays small whatever the files hold.
 */
export function previewOf(rows: string[][]): string[][] {
  let budget: number = SAMPLE_LIMITS.chars;
  return rows.map((cells) => {
    const kept: string[] = [];
    for (const cell of cells) {
      const cut = cell.slice(0, SAMPLE_LIMITS.cellChars);
      if (budget < cut.length) break;
      budget -= cut.length;
      kept.push(cut);
    }
    return kept;
  });
}

/** Blank or repeated header names get a number, so every column can be picked by its name. */
function uniqueNames(cells: string[]): string[] {
  const seen = new Map<string, number>();
  return cells.map((cell, at) => {
    const base = cell.trim().slice(0, 200) || `Column ${at + 1}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count ? `${base} (${count + 1})` : base;
  });
}

function cleanName(name: string): string {
  // Browsers send a bare name; strip any path and characters no file system takes.
  const bare = name.split(/[\\/]/).pop() ?? 'file';
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  return (bare.replace(/[<>:"|?*\u0000-\u001f]/g, '_').trim() || 'file').slice(0, NAME_MAX);
}
