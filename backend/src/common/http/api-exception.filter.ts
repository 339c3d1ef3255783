import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import { ForbiddenError } from '@casl/ability';
import type { Request, Response } from 'express';
import { QueryFailedError } from 'typeorm';
import { conflictFieldsOf } from '../../database/unique-constraints.js';
import { pickLanguage, type Language, type Messages } from '../i18n/messages.js';

// Answers for statuses whose exception carries Nest's default English text.
const STATUS_KEYS: Partial<Record<number, string>> = {
  [HttpStatus.UNAUTHORIZED]: 'errors.unauthorized',
  [HttpStatus.FORBIDDEN]: 'errors.forbidden',
  [HttpStatus.TOO_MANY_REQUESTS]: 'errors.tooManyRequests',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'errors.payloadTooLarge',
};

export type Body = Record<string, unknown>;

/** body-parser reports its failures as errors with a status and a type. */
interface BodyParserError {
  status?: number;
  type?: string;
}

/**
 * One place turns every failure into JSON: message and error keys are translated into the
 * caller's language, field errors stay keys for the admin to translate, and anything
 * unexpected is logged and answered 500 without internals.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  constructor(private readonly messages: Messages) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<Request>();
    const response = host.switchToHttp().getResponse<Response>();
    const language = pickLanguage(request.headers['accept-language']);
    const [status, body] = this.describe(exception, language);
    if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (!response.headersSent) response.status(status).json(this.shape(status, body, exception, language));
  }

  /** The answer's body; the public API's filter reshapes it (`{ code, message }`). */
  protected shape(_status: number, body: Body, _exception: unknown, _language: Language): Body {
    return body;
  }

  /** A translation key's message in a language; anything that is not a key as it is. */
  protected words(value: string, language: Language): string {
    return this.isKey(value) ? this.messages.t(value, language) : value;
  }

  protected describe(exception: unknown, language: Language): [number, Body] {
    // Nest turns body-parser's SyntaxError into a 400 carrying the parser's own words.
    // Nest wraps body-parser's failures in an HttpException whose cause is the parser's error.
    if (exception instanceof HttpException && (exception.cause as BodyParserError | undefined)?.type === 'entity.too.deep') {
      return [400, { statusCode: 400, message: this.messages.t('errors.tooDeep', language) }];
    }
    if (exception instanceof HttpException && exception.cause instanceof SyntaxError) {
      return [400, { statusCode: 400, message: this.messages.t('errors.malformedJson', language) }];
    }
    if (exception instanceof ForbiddenError) {
      return [403, { statusCode: 403, message: this.messages.t('errors.forbidden', language) }];
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const raw = exception.getResponse();
      const body: Body = typeof raw === 'string' ? { message: raw } : { ...(raw as Body) };
      body.statusCode = status;
      const fallback = STATUS_KEYS[status];
      if (fallback && !this.isKey(body.message) && !this.isKey(body.error) && !(body.error instanceof Object)) {
        body.message = fallback;
      }
      return [status, this.translate(body, language)];
    }
    if (exception instanceof QueryFailedError) {
      const answer = this.describeDatabaseRefusal(exception, language);
      if (answer) return answer;
    }
    const parserError = exception as BodyParserError;
    if (parserError?.type === 'entity.parse.failed') {
      return [400, { statusCode: 400, message: this.messages.t('errors.malformedJson', language) }];
    }
    if (parserError?.type === 'entity.too.deep') {
      return [400, { statusCode: 400, message: this.messages.t('errors.tooDeep', language) }];
    }
    if (parserError?.type === 'entity.too.large') {
      return [413, { statusCode: 413, message: this.messages.t('errors.payloadTooLarge', language) }];
    }
    if (parserError?.status && parserError.status >= 400 && parserError.status < 500) {
      return [parserError.status, { statusCode: parserError.status, message: this.messages.t('errors.badQuery', language) }];
    }
    return [500, { statusCode: 500, message: this.messages.t('errors.internal', language) }];
  }

  /**
   * The database refusing a value the validation let through is the caller's fault, not the
   * server's: a unique violation (a race two creates ran) is a 409 naming its fields, a value
   * PostgreSQL cannot hold a 422. Logged, because each one is a validation rule missing.
   */
  private describeDatabaseRefusal(error: QueryFailedError, language: Language): [number, Body] | null {
    const { code, constraint } = error.driverError as { code?: string; constraint?: string };
    if (code === '23505') {
      const message = this.messages.t('errors.conflict', language);
      return [409, { statusCode: 409, message, errors: conflictFieldsOf(constraint) }];
    }
    if (code && (code.startsWith('22') || code === '23502' || code === '23514')) {
      this.logger.warn(`database refused a request value (${code}${constraint ? ` ${constraint}` : ''}): a validation rule is missing`);
      return [422, { statusCode: 422, message: this.messages.t('errors.validationFailed', language), errors: {} }];
    }
    return null;
  }

  private isKey(value: unknown): value is string {
    return typeof value === 'string' && this.messages.has(value);
  }

  /**
   * `params` of an exception's body (numbers such as the parts of a message and the cap) fill
   * the `%{name}` placeholders of its translated message; they are not answered themselves.
   */
  private translate(body: Body, language: Language): Body {
    const params = body.params;
    delete body.params;
    for (const field of ['message', 'error']) {
      const value = body[field];
      if (this.isKey(value)) body[field] = interpolate(this.messages.t(value, language), params);
      else if (value && typeof value === 'object' && !Array.isArray(value)) {
        body[field] = Object.fromEntries(
          Object.entries(value as Body).map(([k, v]) => [k, this.isKey(v) ? this.messages.t(v, language) : v]),
        );
      }
    }
    return body;
  }
}

function interpolate(text: string, params: unknown): string {
  if (!params || typeof params !== 'object') return text;
  return text.replace(/%\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String((params as Body)[name]) : placeholder,
  );
}
