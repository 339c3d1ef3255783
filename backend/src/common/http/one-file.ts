import { BadRequestException } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError, type StorageEngine } from 'multer';
import { ValidationFailedException } from './validation.js';

/**
 * Reads the one multipart file of a request, field `file`, into the given storage. Anything but
 * exactly one non-empty file within `maxBytes` is a field error on `file` (`tooLarge`, `empty`,
 * `validation.oneFile`, `validation.required`); a broken body is a 400.
 */
export function receiveOneFile(
  request: Request,
  response: Response,
  options: { storage: StorageEngine; maxBytes: number; tooLarge: string; empty: string },
): Promise<Express.Multer.File> {
  const upload = multer({
    storage: options.storage,
    limits: { files: 1, fileSize: options.maxBytes, fields: 10, parts: 20, fieldSize: 10_000 },
  }).single('file');
  return new Promise((resolve, reject) => {
    upload(request, response, (error: unknown) => {
      if (error instanceof MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') return reject(new ValidationFailedException({ file: options.tooLarge }));
        if (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE') {
          return reject(new ValidationFailedException({ file: 'validation.oneFile' }));
        }
        return reject(new BadRequestException('errors.badUpload'));
      }
      if (error) return reject(new BadRequestException('errors.badUpload'));
      const file = request.file;
      if (!file) return reject(new ValidationFailedException({ file: 'validation.required' }));
      if (file.size === 0) return reject(new ValidationFailedException({ file: options.empty }));
      resolve(file);
    });
  });
}
