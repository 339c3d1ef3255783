import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { receiveOneFile } from '../../common/http/one-file.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

export interface ReceivedFile {
  path: string;
  originalName: string;
  size: number;
}

/**
 * Streams one multipart file, field `file`, to the account's upload folder: never held whole
 * in memory. Anything but exactly one file within the size cap is a field error on `file`.
 */
@Injectable()
export class FileReceiver {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async receive(request: Request, response: Response, accountId: string): Promise<ReceivedFile> {
    const folder = join(this.config.uploads.dir, accountId);
    const storage = multer.diskStorage({
      destination: (_req, _file, done) => {
        mkdirSync(folder, { recursive: true });
        done(null, folder);
      },
      filename: (_req, _file, done) => done(null, randomUUID()),
    });
    const file = await receiveOneFile(request, response, {
      storage,
      maxBytes: this.config.uploads.maxBytes,
      tooLarge: 'validation.fileTooLarge',
      empty: 'validation.fileEmpty',
    });
    return { path: file.path, originalName: file.originalname, size: file.size };
  }
}
