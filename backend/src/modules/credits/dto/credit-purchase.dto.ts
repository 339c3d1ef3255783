import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNumber, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { IntField, Nullable } from '../../../common/validation/fields.js';
import { CREDIT_KINDS, type CreditKind } from '../../accounts/account.entity.js';

/** A top-up: staff give an account credits it bought. */
export class CreditPurchaseDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'validation.uuid' })
  accountId: string;

  @IntField({ min: 1, max: 100_000_000 })
  credits: number;

  /** Price paid, in baht, to the satang. */
  @ApiProperty({ type: Number, minimum: 0, maximum: 1_000_000_000, example: 2500 })
  @Transform(({ value }) => (typeof value === 'string' && /^\d{1,10}(\.\d{1,2})?$/.test(value) ? Number(value) : value))
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'validation.amount' })
  @Min(0, { message: 'validation.amount' })
  @Max(1_000_000_000, { message: 'validation.amount' })
  amount: number;

  @ApiProperty({ enum: CREDIT_KINDS })
  @IsIn(CREDIT_KINDS, { message: 'validation.oneOf' })
  kind: CreditKind;

  @Nullable()
  @IsString()
  @MaxLength(500)
  note?: string | null;
}
