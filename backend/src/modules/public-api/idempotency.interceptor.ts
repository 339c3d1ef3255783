import {
  applyDecorators,
  ConflictException,
  HttpException,
  Injectable,
  UnprocessableEntityException,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { Response } from 'express';
import { createHash } from 'node:crypto';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { RequestWithContext } from '../../common/auth/decorators.js';
import { IdempotencyKeysRepository } from './idempotency-keys.repository.js';

const HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** A first call still running after this long is taken as dead: its key may be used afresh. */
const STALE_RUN_MS = 60_000;
/** How long a repeat waits for the first call's answer. */
const WAIT_MS = 15_000;
const POLL_MS = 25;

/**
 * `Idempotency-Key` on a public API call: the first call with a key runs and its answer is kept
 * 24 hours; a repeat with the same route and body gets that answer (even while the first still
 * runs: it waits for it) and changes nothing; the same key with another request is a 422.
 * A call that failed keeps nothing, so it may be tried again with its key.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly keys: IdempotencyKeysRepository) {}

  intercept(host: ExecutionContext, next: CallHandler): Observable<unknown> {
    return from(this.handle(host, next));
  }

  private async handle(host: ExecutionContext, next: CallHandler): Promise<unknown> {
    const request = host.switchToHttp().getRequest<RequestWithContext>();
    const response = host.switchToHttp().getResponse<Response>();
    const key = request.headers[HEADER];
    if (key === undefined) return lastValueFrom(next.handle());
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw new UnprocessableEntityException({
        message: 'errors.validationFailed',
        errors: { 'Idempotency-Key': 'validation.idempotencyKey' },
      });
    }
    const accountId = request.context!.accountId;
    const hash = createHash('sha256')
      .update(`${request.method} ${request.route?.path ?? request.path}\n${JSON.stringify(request.body ?? null)}`)
      .digest('hex');
    if (!(await this.keys.claim(accountId, key, hash, STALE_RUN_MS / 1000))) {
      const stored = await this.answerOf(accountId, key, hash);
      response.status(stored.statusCode);
      return stored.response;
    }
    try {
      const body = await lastValueFrom(next.handle());
      await this.keys.keepAnswer(accountId, key, response.statusCode, JSON.stringify(body ?? null));
      return body;
    } catch (error) {
      await this.keys.release(accountId, key);
      throw error;
    }
  }

  /** The first call's answer, once it has one. */
  private async answerOf(accountId: string, key: string, hash: string): Promise<{ statusCode: number; response: unknown }> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const row = await this.keys.find(accountId, key);
      if (row && row.request_hash !== hash) {
        throw new UnprocessableEntityException({ code: 'idempotency_key_reused', message: 'errors.idempotencyKeyReused' });
      }
      if (row?.status_code != null) return { statusCode: row.status_code, response: row.response };
      // Gone: the first call failed and let the key go; this one may not run in its place unseen.
      if (!row) throw new ConflictException({ code: 'idempotency_retry', message: 'errors.idempotencyRetry' });
      if (Date.now() > deadline)
        throw new HttpException({ code: 'idempotency_in_progress', message: 'errors.idempotencyInProgress' }, 409);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}

/** A public API route that honours `Idempotency-Key` (documented on the route). */
export const Idempotent = () =>
  applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description: 'up to 255 printable characters: a repeat within 24 hours gets the first answer and sends nothing',
    }),
  );
