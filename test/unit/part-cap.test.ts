import { join } from 'node:path';
import { ApiExceptionFilter } from '../../backend/src/common/http/api-exception.filter.js';
import { Messages } from '../../backend/src/common/i18n/messages.js';
import { analyzeWithinCap, TooManyPartsException } from '../../backend/src/common/sms/part-cap.js';
import { filterAnswer } from '../utils/filter-answer.js';

/** The part cap's 422 and the filter filling its numbers into the caller's language. */
describe('part cap', () => {
  const filter = new ApiExceptionFilter(new Messages(join(__dirname, '../../locales')));

  const answer = (exception: unknown, language: string) => filterAnswer(filter, exception, language);

  it('passes a message within the cap and answers its analysis', () => {
    expect(analyzeWithinCap('ก'.repeat(201))).toMatchObject({ encoding: 'ucs2', parts: 3 });
    expect(analyzeWithinCap('a'.repeat(161), 2)).toMatchObject({ parts: 2 });
  });

  it('refuses one part more than the cap, naming the field', () => {
    expect(() => analyzeWithinCap('ก'.repeat(202))).toThrow(
      expect.objectContaining({ response: expect.objectContaining({ errors: { message: 'validation.tooManyParts' } }) }),
    );
    expect(() => analyzeWithinCap('a'.repeat(161), 1, 'text')).toThrow(
      expect.objectContaining({ response: expect.objectContaining({ errors: { text: 'validation.tooManyParts' } }) }),
    );
  });

  it('answers 422 with both numbers in the message, in English and Thai, without the raw params', () => {
    expect(answer(new TooManyPartsException(4, 3), 'en')).toEqual({
      status: 422,
      body: {
        statusCode: 422,
        message: 'The message takes 4 SMS parts; at most 3 are allowed',
        errors: { message: 'validation.tooManyParts' },
      },
    });
    expect(answer(new TooManyPartsException(5, 3), 'th').body.message).toBe('ข้อความนี้ใช้ 5 SMS ส่งได้ไม่เกิน 3');
  });
});
