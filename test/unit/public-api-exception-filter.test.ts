import { BadRequestException, ConflictException, HttpException, Logger, UnprocessableEntityException } from '@nestjs/common';
import { join } from 'node:path';
import { Messages } from '../../backend/src/common/i18n/messages.js';
import { PUBLIC_ERROR_CODES, PublicApiExceptionFilter } from '../../backend/src/common/http/public-api-exception.filter.js';
import { filterAnswer } from '../utils/filter-answer.js';

/**
 * The public API's `code` is what customers' systems branch on (docs/public-api.md): each way
 * an error gets its code must hold, in the order the document gives.
 */
describe('PublicApiExceptionFilter', () => {
  const filter = new PublicApiExceptionFilter(new Messages(join(__dirname, '../../locales')));
  // The 5xx cases are logged with their stack, as they should be; not into the test output.
  let quiet: jest.SpyInstance;
  beforeAll(() => (quiet = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined)));
  afterAll(() => quiet.mockRestore());

  const answer = (exception: unknown, language = 'en') => filterAnswer(filter, exception, language);

  it.each(Object.entries(PUBLIC_ERROR_CODES))('answers status %s with code %s and no statusCode', (status, code) => {
    const { status: answered, body } = answer(new HttpException({ message: 'errors.badQuery' }, Number(status)));
    expect(answered).toBe(Number(status));
    expect(body).toEqual({ code, message: expect.any(String) });
  });

  it('names an unlisted client error bad_request and an unlisted server error internal_error', () => {
    expect(answer(new HttpException('errors.badQuery', 418)).body.code).toBe('bad_request');
    expect(answer(new HttpException('errors.badQuery', 503)).body.code).toBe('internal_error');
  });

  it("takes the exception's own code before any other", () => {
    const body = answer(new ConflictException({ code: 'otp_already_verified', message: 'errors.insufficientCredits' })).body;
    expect(body).toEqual({ code: 'otp_already_verified', message: expect.any(String) });
  });

  it('ignores an own code that is not a non-empty string', () => {
    expect(answer(new ConflictException({ code: 42, message: 'errors.conflict' })).body.code).toBe('conflict');
    expect(answer(new ConflictException({ code: '', message: 'errors.conflict' })).body.code).toBe('conflict');
  });

  it('names the precise code of the messages that have one, translated', () => {
    const credits = answer(new HttpException({ message: 'errors.insufficientCredits' }, 402));
    expect(credits).toEqual({
      status: 402,
      body: { code: 'insufficient_credits', message: 'Not enough credits for this send: top up or send to fewer recipients' },
    });
    const account = answer(new HttpException({ message: 'errors.accountUnavailable' }, 403), 'th');
    expect(account.body.code).toBe('account_unavailable');
    expect(account.body.message).not.toBe('errors.accountUnavailable');
    expect(account.body.message).not.toBe('This account is not available');
  });

  it('names a precise code only from a message that is one string', () => {
    expect(answer(new BadRequestException({ message: ['errors.insufficientCredits'] })).body.code).toBe('bad_request');
  });

  it('keeps field errors, and answers none when there are none or they are not an object', () => {
    expect(answer(new BadRequestException({ message: 'errors.badQuery', errors: null })).body).not.toHaveProperty('errors');
    expect(answer(new BadRequestException({ message: 'errors.badQuery', errors: 'errors.phone' })).body).not.toHaveProperty(
      'errors',
    );
    const invalid = answer(
      new UnprocessableEntityException({ message: 'errors.validationFailed', errors: { to: 'errors.phone' } }),
    );
    expect(invalid.body).toEqual({ code: 'validation_failed', message: expect.any(String), errors: { to: 'errors.phone' } });
    expect(answer(new BadRequestException('errors.badQuery')).body).not.toHaveProperty('errors');
  });

  it('answers anything unexpected as internal_error without internals', () => {
    expect(answer(new Error('secret detail'))).toEqual({
      status: 500,
      body: { code: 'internal_error', message: 'Something went wrong' },
    });
  });
});
