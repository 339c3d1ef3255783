import { ForbiddenError } from '@casl/ability';
import { createMongoAbility } from '@casl/ability';
import { join } from 'node:path';
import { ApiExceptionFilter } from '../../backend/src/common/http/api-exception.filter.js';
import { ConflictFieldsException } from '../../backend/src/common/http/conflicts.js';
import { Messages } from '../../backend/src/common/i18n/messages.js';
import { filterAnswer } from '../utils/filter-answer.js';

/** The filter is the one place failures become answers; these mappings must not go missing. */
describe('ApiExceptionFilter', () => {
  const filter = new ApiExceptionFilter(new Messages(join(__dirname, '../../locales')));

  const answer = (exception: unknown, language = 'en') => filterAnswer(filter, exception, language);

  it('answers a service-level ability refusal (CASL ForbiddenError) with 403 in the caller language', () => {
    let error: unknown;
    try {
      ForbiddenError.from(createMongoAbility([])).throwUnlessCan('delete', 'SubAccount');
    } catch (e) {
      error = e;
    }
    expect(answer(error)).toEqual({ status: 403, body: { statusCode: 403, message: 'You are not allowed to do this' } });
    expect(answer(error, 'th').status).toBe(403);
  });

  it('answers values another row holds with 409, the conflict message and the fields named', () => {
    expect(answer(new ConflictFieldsException({ email: 'validation.emailInUse' }))).toEqual({
      status: 409,
      body: { statusCode: 409, message: 'This already exists', errors: { email: 'validation.emailInUse' } },
    });
  });

  it('answers anything unexpected with 500 and no internals', () => {
    expect(answer(new Error('secret detail'))).toEqual({
      status: 500,
      body: { statusCode: 500, message: 'Something went wrong' },
    });
  });
});
