import { Catch, HttpException, Injectable } from '@nestjs/common';
import { Messages, type Language } from '../i18n/messages.js';
import { ApiExceptionFilter, type Body } from './api-exception.filter.js';

/** The stable codes of the public API's errors, by status (docs/public-api.md lists them). */
export const PUBLIC_ERROR_CODES: Readonly<Record<number, string>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  422: 'validation_failed',
  429: 'rate_limited',
  500: 'internal_error',
};

/** Message keys that name a more precise code than their status. */
const CODES_BY_MESSAGE: Readonly<Record<string, string>> = {
  'errors.insufficientCredits': 'insufficient_credits',
  'errors.accountUnavailable': 'account_unavailable',
};

/**
 * Errors of `/api/v1/` as `{ code, message }` (and `errors` for field problems): the console's
 * translation and mapping, with a stable code customers' systems can branch on. An exception
 * may name its own code (`new HttpException({ code: 'otp_…', message: 'errors.…' }, 409)`).
 */
@Catch()
@Injectable()
export class PublicApiExceptionFilter extends ApiExceptionFilter {
  constructor(messages: Messages) {
    super(messages);
  }

  protected override shape(status: number, body: Body, exception: unknown, language: Language): Body {
    const raw = exception instanceof HttpException ? exception.getResponse() : null;
    const own = raw && typeof raw === 'object' ? (raw as Body) : {};
    const code =
      (typeof own.code === 'string' && own.code) ||
      (typeof own.message === 'string' && CODES_BY_MESSAGE[own.message]) ||
      PUBLIC_ERROR_CODES[status] ||
      (status >= 500 ? 'internal_error' : 'bad_request');
    if (!body.errors || typeof body.errors !== 'object') return { code, message: body.message };
    // A developer reads these, not a form: each field's problem in words, and all of them in the message.
    const errors = Object.fromEntries(
      Object.entries(body.errors as Record<string, unknown>).map(([field, key]) => [
        field,
        typeof key === 'string' ? this.words(key, language) : key,
      ]),
    );
    const problems = Object.entries(errors).map(([field, text]) => `${field}: ${String(text)}`);
    return { code, message: problems.length ? `${String(body.message)} (${problems.join('; ')})` : body.message, errors };
  }
}
