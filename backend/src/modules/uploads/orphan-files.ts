import { opendir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { UploadsRepository } from './uploads.repository.js';

/** A file this old with no row is left over; a younger one may be an upload still being read. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
const BATCH = 1000;
/** Account folders and the files the upload receiver writes are named by UUIDs. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Upload files no `uploads` row names: what a process that died between writing the file and
 * inserting its row left on disk. Only folders of this database's accounts are looked at, so
 * an upload directory shared with another environment (or a developer's `npm start` data read
 * by the tests' database) keeps its files.
 */
@Injectable()
export class OrphanFilesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: UploadsRepository,
  ) {}

  /** Removes them; answers how many went. */
  async purge(now = Date.now()): Promise<number> {
    let removed = 0;
    for await (const folders of batches(this.config.uploads.dir)) {
      const accounts = await this.repository.existingAccounts(folders);
      for (const { id } of accounts) {
        for await (const names of batches(join(this.config.uploads.dir, id))) removed += await this.purgeBatch(id, names, now);
      }
    }
    return removed;
  }

  /** One statement tells which of these names a row of the account has; the rest go once old enough. */
  private async purgeBatch(accountId: string, names: string[], now: number): Promise<number> {
    const kept = new Set(await this.repository.knownFileNames(accountId, names));
    let removed = 0;
    for (const name of names) {
      if (kept.has(name)) continue;
      const path = join(this.config.uploads.dir, accountId, name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile() || now - info.mtimeMs < ORPHAN_GRACE_MS) continue;
      await rm(path, { force: true });
      removed++;
    }
    return removed;
  }
}

/** UUID-named entries of a folder, a thousand at a time; none when the folder is missing. */
async function* batches(dir: string): AsyncGenerator<string[]> {
  const entries = await opendir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!entries) return;
  let batch: string[] = [];
  for await (const entry of entries) {
    if (!UUID.test(entry.name)) continue;
    batch.push(entry.name);
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}
