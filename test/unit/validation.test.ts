import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { toFieldErrors } from '../../backend/src/common/http/validation.js';
import { RegisterDto } from '../../backend/src/modules/auth/dto/auth.dto.js';

describe('validation errors as translation keys', () => {
  const errorsOf = async (body: object) =>
    toFieldErrors(await validate(plainToInstance(RegisterDto, body), { whitelist: true, forbidNonWhitelisted: true }));

  it('names each failing field once, "required" before format problems', async () => {
    expect(await errorsOf({})).toEqual({
      firstName: 'validation.required',
      lastName: 'validation.required',
      email: 'validation.required',
      phone: 'validation.phone',
      password: 'validation.required',
      termsConditions: 'validation.termsRequired',
    });
  });

  it('uses the key a decorator names, and flags unknown fields', async () => {
    const errors = await errorsOf({
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      phone: '0812345678',
      password: 'short',
      termsConditions: true,
      isAdmin: true,
    });
    expect(errors).toEqual({ password: 'validation.passwordTooShort', isAdmin: 'validation.unknownField' });
  });

  it('accepts a complete registration and normalises the e-mail', async () => {
    const dto = plainToInstance(RegisterDto, {
      firstName: ' Somchai ',
      lastName: 'Jaidee',
      email: ' Somchai@Example.COM ',
      phone: '+66 81-234-5678',
      password: 'long-enough',
      termsConditions: true,
    });
    expect(await validate(dto)).toEqual([]);
    expect(dto.email).toBe('somchai@example.com');
    expect(dto.firstName).toBe('Somchai');
  });
});
