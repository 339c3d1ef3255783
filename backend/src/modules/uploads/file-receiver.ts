import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { ValidationFailedException } from '../../common/http/validation.js';
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

  receive(request: Request, response: Response, accountId: string): Promise<ReceivedFile> {
    const folder = join(this.config.uploads.dir, accountId);
    const upload = multer({
      storage: multer.diskStorage({
        destination: (_req, _file, done) => {
          mkdirSync(folder, { recursive: true });
          done(null, folder);
        },
        filename: (_req, _file, done) => done(null, randomUUID()),
      }),
      limits: { files: 1, fileSize: this.config.uploads.maxBytes, fields: 10, parts: 20, fieldSize: 10_000 },
    }).single('file');
    return new Promise((resolve, reject) => {
      upload(request, response, (error: unknown) => {
        if (error instanceof MulterError) {
          if (error.code === 'LIMIT_FILE_SIZE') return reject(new ValidationFailedException({ file: 'validation.fileTooLarge' }));
          if (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE') {
            return reject(new ValidationFailedException({ file: 'validation.oneFile' }));
          }
          return reject(new BadRequestException('errors.badUpload'));
        }
        if (error) return reject(new BadRequestException('errors.badUpload'));
        const file = request.file;
        if (!file) return reject(new ValidationFailedException({ file: 'validation.required' }));
        if (file.size === 0) return reject(new ValidationFailedException({ file: 'validation.fileEmpty' }));
        resolve({ path: file.path, originalName: file.originalname, size: file.size });
      });
    });
  }
}
