import { NotFoundException } from '@nestjs/common';
import { SafeInputPipe } from '../../backend/src/common/http/safe-input.pipe.js';
import { ValidationFailedException } from '../../backend/src/common/http/validation.js';

/** The pipe every route's values pass first (main.ts): what it lets through, and how it refuses. */
describe('SafeInputPipe', () => {
  const pipe = new SafeInputPipe();
  const fieldErrors = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      if (error instanceof ValidationFailedException) return (error.getResponse() as { errors: unknown }).errors;
      throw error;
    }
    throw new Error('not refused');
  };

  it('passes clean values through unchanged, the same object', () => {
    const body = { name: 'สมชาย', tags: ['a', 'b'], nested: { n: 1 } };
    expect(pipe.transform(body, { type: 'body' })).toBe(body);
    expect(pipe.transform('42', { type: 'param', data: 'id' })).toBe('42');
  });

  it("leaves a custom decorator's value alone (the request context is not input)", () => {
    const context = { name: 'a\u0000b' };
    expect(pipe.transform(context, { type: 'custom' })).toBe(context);
  });

  it('names body fields from the top, without a prefix', () => {
    expect(fieldErrors(() => pipe.transform({ name: 'a\u0000b', list: { constructor: 1 } }, { type: 'body' }))).toEqual({
      name: 'validation.invalidText',
      'list.constructor': 'validation.unknownField',
    });
  });

  it('names a value by the parameter it came in, and a whole query by its keys', () => {
    expect(fieldErrors(() => pipe.transform('a\u0000', { type: 'body', data: 'name' }))).toEqual({
      name: 'validation.invalidText',
    });
    expect(fieldErrors(() => pipe.transform('\uD800', { type: 'query', data: 'q' }))).toEqual({ q: 'validation.invalidText' });
    expect(fieldErrors(() => pipe.transform({ q: '\uD800' }, { type: 'query' }))).toEqual({ q: 'validation.invalidText' });
  });

  it('answers a bad path segment with 404, naming nothing', () => {
    expect(() => pipe.transform('a\u0000', { type: 'param', data: 'id' })).toThrow(new NotFoundException('errors.notFound'));
  });
});
