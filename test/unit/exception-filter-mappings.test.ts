import {
  BadRequestException,
  ForbiddenException,
  HttpException,
  NotFoundException,
  PayloadTooLargeException,
  UnauthorizedException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { join } from 'node:path';
import { QueryFailedError } from 'typeorm';
import { ApiExceptionFilter } from '../../backend/src/common/http/api-exception.filter.js';
import { Messages } from '../../backend/src/common/i18n/messages.js';
import { filterAnswer } from '../utils/filter-answer.js';

/** Every branch of the exception filter: which status and body each kind of failure becomes. */
describe('ApiExceptionFilter mappings', () => {
  const messages = new Messages(join(__dirname, '../../locales'));
  const filter = new ApiExceptionFilter(messages);

  const answer = (exception: unknown, language = 'en', headersSent = false) =>
    filterAnswer(filter, exception, language, headersSent);

  function databaseError(code: string | undefined, constraint?: string): QueryFailedError {
    return new QueryFailedError('INSERT', [], Object.assign(new Error('refused'), { code, constraint }));
  }

  it('translates message keys and field error keys into the caller language, leaving unknown words alone', () => {
    const exception = new UnprocessableEntityException({
      message: 'errors.validationFailed',
      errors: { email: 'errors.conflict', note: 'free text' },
    });
    expect(answer(exception)).toEqual({
      status: 422,
      body: { statusCode: 422, message: 'Some fields are not valid', errors: { email: 'errors.conflict', note: 'free text' } },
    });
    expect(answer(new BadRequestException({ message: 'x', error: { a: 'errors.notFound', b: 3 } })).body).toEqual({
      statusCode: 400,
      message: 'x',
      error: { a: 'Not found', b: 3 },
    });
    expect(answer(new NotFoundException('errors.notFound'), 'th').body?.message).toBe(messages.t('errors.notFound', 'th'));
    expect(answer(new HttpException('plain words', 418)).body).toEqual({ statusCode: 418, message: 'plain words' });
  });

  it('replaces Nest default English for 401, 403, 413 and 429 by translated keys, keeps a given key', () => {
    expect(answer(new UnauthorizedException()).body).toMatchObject({ statusCode: 401, message: 'Please sign in again' });
    expect(answer(new ForbiddenException()).body).toMatchObject({ statusCode: 403, message: 'You are not allowed to do this' });
    expect(answer(new PayloadTooLargeException()).body).toMatchObject({ message: 'The request body is too large' });
    expect(answer(new HttpException('Too Many Requests', 429)).body).toMatchObject({
      message: 'Too many attempts, please wait a minute and try again',
    });
    expect(answer(new ForbiddenException('errors.staffOnly')).body).toMatchObject({ message: 'Only platform staff can do this' });
    expect(answer(new UnauthorizedException({ message: 'Nope', error: 'errors.accountUnavailable' })).body).toEqual({
      statusCode: 401,
      message: 'Nope',
      error: 'This account is not available',
    });
    expect(answer(new ForbiddenException({ message: 'Nope', error: { field: 'x' } })).body).toMatchObject({ message: 'Nope' });
    expect(answer(new BadRequestException()).body?.message).toBe('Bad Request');
  });

  it('answers body-parser failures, wrapped by Nest or not', () => {
    expect(answer(new BadRequestException('x', { cause: new SyntaxError('Unexpected token') }))).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'The request body is not valid JSON' },
    });
    expect(
      answer(new BadRequestException('x', { cause: Object.assign(new Error('deep'), { type: 'entity.too.deep' }) })),
    ).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'The request is nested too deeply' },
    });
    const parser = (type: string, status: number) => Object.assign(new Error(type), { type, status });
    expect(answer(parser('entity.parse.failed', 400)).body).toEqual({
      statusCode: 400,
      message: 'The request body is not valid JSON',
    });
    expect(answer(parser('entity.too.deep', 400)).body).toEqual({ statusCode: 400, message: 'The request is nested too deeply' });
    expect(answer(parser('entity.too.large', 413))).toEqual({
      status: 413,
      body: { statusCode: 413, message: 'The request body is too large' },
    });
    expect(answer(parser('charset.unsupported', 415))).toEqual({
      status: 415,
      body: { statusCode: 415, message: 'The list query is not valid' },
    });
    expect(answer(parser('whatever', 400)).status).toBe(400);
    expect(answer(parser('whatever', 499)).status).toBe(499);
    expect(answer(parser('whatever', 500))).toEqual({ status: 500, body: { statusCode: 500, message: 'Something went wrong' } });
    expect(answer(parser('whatever', 399)).status).toBe(500);
  });

  it('answers a unique violation 409, a value PostgreSQL cannot hold 422, any other database error 500', () => {
    expect(answer(databaseError('23505', 'no_such_constraint'))).toEqual({
      status: 409,
      body: { statusCode: 409, message: 'This already exists', errors: {} },
    });
    for (const code of ['22001', '22P02', '23502', '23514']) {
      expect(answer(databaseError(code, 'chk'))).toEqual({
        status: 422,
        body: { statusCode: 422, message: 'Some fields are not valid', errors: {} },
      });
    }
    expect(answer(databaseError('22003')).status).toBe(422);
    for (const code of ['23503', '40001', undefined]) {
      expect(answer(databaseError(code))).toEqual({ status: 500, body: { statusCode: 500, message: 'Something went wrong' } });
    }
    expect(answer('a thrown string').status).toBe(500);
    expect(answer(null).status).toBe(500);
  });

  it('does not answer twice once headers are sent', () => {
    expect(answer(new NotFoundException(), 'en', true)).toEqual({ status: 0, body: undefined });
  });
});
