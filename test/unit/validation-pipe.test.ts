import { Logger, UnprocessableEntityException } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, MinLength, ValidateNested } from 'class-validator';
import { join } from 'node:path';
import { QueryFailedError } from 'typeorm';
import { ApiExceptionFilter } from '../../backend/src/common/http/api-exception.filter.js';
import { createValidationPipe, toFieldErrors } from '../../backend/src/common/http/validation.js';
import { Messages } from '../../backend/src/common/i18n/messages.js';

class Address {
  @IsString()
  city!: string;
}

class Order {
  @IsInt()
  quantity!: number;

  @IsOptional()
  @MinLength(3, { message: 'orders.noteTooShort' })
  note?: string;

  @IsOptional()
  @Matches(/^x/, { message: 'not a key' })
  code?: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => Address)
  address?: Address;
}

/** The pipe every controller uses: 422 `{ message, errors }` with one key per field path. */
describe('createValidationPipe', () => {
  const pipe = createValidationPipe();
  const run = (body: unknown) => pipe.transform(body, { type: 'body', metatype: Order });

  async function refusal(body: unknown): Promise<unknown> {
    try {
      await run(body);
    } catch (error) {
      expect(error).toBeInstanceOf(UnprocessableEntityException);
      return (error as UnprocessableEntityException).getResponse();
    }
    throw new Error('accepted');
  }

  it('answers 422 with the validationFailed key and field keys, nested paths dotted', async () => {
    expect(await refusal({ quantity: 'two', note: 'ab', code: 'y', address: { city: 7 }, admin: true })).toEqual({
      message: 'errors.validationFailed',
      errors: {
        quantity: 'validation.integer',
        note: 'orders.noteTooShort',
        code: 'validation.invalid',
        'address.city': 'validation.string',
        admin: 'validation.unknownField',
      },
    });
  });

  it('transforms an accepted body into the DTO class', async () => {
    const order = (await run({ quantity: 2, address: { city: 'Bangkok' } })) as Order;
    expect(order).toBeInstanceOf(Order);
    expect(order.address).toBeInstanceOf(Address);
  });

  it('prefixes paths with a parent', () => {
    expect(toFieldErrors([{ property: 'city', constraints: { isString: 'x' }, children: [] }], 'address')).toEqual({
      'address.city': 'validation.string',
    });
  });
});

describe('ApiExceptionFilter logging', () => {
  const filter = new ApiExceptionFilter(new Messages(join(__dirname, '../../locales')));
  const host = {
    switchToHttp: () => ({
      getRequest: () => ({ headers: {} }),
      getResponse: () => ({ headersSent: false, status: () => ({ json: () => undefined }) }),
    }),
  };
  let error: jest.SpyInstance;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('logs a 5xx with its stack and no 4xx', () => {
    const failure = new Error('boom');
    filter.catch(failure, host as never);
    expect(error).toHaveBeenCalledWith(failure.stack);
    filter.catch('plain', host as never);
    expect(error).toHaveBeenLastCalledWith('plain');
    error.mockClear();
    filter.catch(new UnprocessableEntityException(), host as never);
    filter.catch(Object.assign(new Error('x'), { status: 499 }), host as never);
    expect(error).not.toHaveBeenCalled();
  });

  it('warns which database code and constraint a validation rule is missing for', () => {
    const refusal = (code: string, constraint?: string) =>
      new QueryFailedError('INSERT', [], Object.assign(new Error('refused'), { code, constraint }));
    filter.catch(refusal('23514', 'user_age_check'), host as never);
    expect(warn).toHaveBeenLastCalledWith(
      'database refused a request value (23514 user_age_check): a validation rule is missing',
    );
    filter.catch(refusal('22001'), host as never);
    expect(warn).toHaveBeenLastCalledWith('database refused a request value (22001): a validation rule is missing');
  });
});
