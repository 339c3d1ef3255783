import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsEmail, IsIn, IsObject, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateIf } from 'class-validator';
import { OptionalNameField, Optional, ReadOnlyFields } from '../../../common/validation/fields.js';
import { IsThaiMobile } from '../../../common/validation/phone.js';
import { GENDERS, PERSON_NAME_MAX, type Gender } from '../person.entity.js';

/** Tags or groups one person may be given in one request. */
export const MEMBERSHIPS_MAX = 100;
/** People one bulk action takes: a few pages of the list. */
export const BULK_MAX = 1000;
export const BULK_ACTIONS = ['tag', 'untag', 'addToGroup', 'removeFromGroup', 'blacklist', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

const emptyAsNull = Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : value));

export class CreatePersonDto {
  @ApiProperty({ example: '0812345678', description: 'any usual Thai writing; answered in E.164' })
  @IsString()
  @IsThaiMobile()
  mobile: string;

  @Optional()
  @OptionalNameField(PERSON_NAME_MAX)
  firstName?: string;

  @Optional()
  @OptionalNameField(PERSON_NAME_MAX)
  lastName?: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'somchai@example.com' })
  @emptyAsNull
  @IsOptional()
  @IsEmail({}, { message: 'validation.email' })
  @MaxLength(254)
  email?: string | null;

  @ApiPropertyOptional({ enum: GENDERS, enumName: 'Gender', nullable: true })
  @emptyAsNull
  @IsOptional()
  @IsIn(GENDERS)
  gender?: Gender | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, example: '1990-04-13' })
  @emptyAsNull
  @IsOptional()
  @IsString()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' })
  birthday?: string | null;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'custom field values by key (People Structure)',
    example: { memberLevel: 'Gold' },
  })
  @IsOptional()
  @IsObject()
  fields?: Record<string, unknown>;

  @ApiPropertyOptional({ type: [String], format: 'uuid' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MEMBERSHIPS_MAX)
  @IsUUID('all', { each: true })
  tagIds?: string[];

  @ApiPropertyOptional({ type: [String], format: 'uuid', description: 'static groups' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MEMBERSHIPS_MAX)
  @IsUUID('all', { each: true })
  groupIds?: string[];
}

@ReadOnlyFields('id', 'accountId', 'createdAt', 'updatedAt')
export class UpdatePersonDto extends PartialType(CreatePersonDto, { skipNullProperties: false }) {}

export class BulkPeopleDto {
  @ApiProperty({ enum: BULK_ACTIONS, enumName: 'PeopleBulkAction' })
  @IsIn(BULK_ACTIONS)
  action: BulkAction;

  @ApiProperty({ type: [String], format: 'uuid', maxItems: BULK_MAX })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(BULK_MAX)
  @IsUUID('all', { each: true })
  ids: string[];

  @ApiPropertyOptional({ type: [String], format: 'uuid', description: 'tag and untag' })
  @ValidateIf((dto: BulkPeopleDto) => dto.action === 'tag' || dto.action === 'untag')
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MEMBERSHIPS_MAX)
  @IsUUID('all', { each: true })
  tagIds?: string[];

  @ApiPropertyOptional({ format: 'uuid', description: 'addToGroup and removeFromGroup' })
  @ValidateIf((dto: BulkPeopleDto) => dto.action === 'addToGroup' || dto.action === 'removeFromGroup')
  @IsUUID()
  groupId?: string;
}
