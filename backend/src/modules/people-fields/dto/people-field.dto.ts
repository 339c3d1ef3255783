import { ApiProperty, OmitType, PartialType } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsString, Matches, MaxLength } from 'class-validator';
import { IntField, NameField, Optional, ReadOnlyFields } from '../../../common/validation/fields.js';
import { CHOICE_MAX, CHOICES_MAX, FIELD_KEY_PATTERN, FIELD_LABEL_MAX, FIELD_TYPES, type FieldType } from '../people-field.entity.js';

export class CreatePeopleFieldDto {
  @NameField(FIELD_LABEL_MAX)
  label: string;

  @ApiProperty({ example: 'memberLevel', description: 'the message variable {{memberLevel}}; fixed once created' })
  @IsString()
  @Matches(FIELD_KEY_PATTERN, { message: 'validation.fieldKey' })
  key: string;

  @ApiProperty({ enum: FIELD_TYPES, enumName: 'PeopleFieldType' })
  @IsIn(FIELD_TYPES)
  type: FieldType;

  @Optional()
  @ApiProperty({ type: [String], required: false, example: ['Silver', 'Gold'], description: 'a choice field’s options' })
  @IsArray()
  @ArrayMaxSize(CHOICES_MAX, { message: 'validation.tooManyChoices' })
  @IsString({ each: true })
  @MaxLength(CHOICE_MAX, { each: true })
  choices?: string[];

  @Optional()
  @IsBoolean()
  required?: boolean;

  @Optional()
  @IntField({ max: 1000 })
  position?: number;
}

/** Key and type stay as created; react-admin sends them back with the record and they are dropped. */
@ReadOnlyFields('id', 'accountId', 'key', 'type', 'createdAt', 'updatedAt')
export class UpdatePeopleFieldDto extends PartialType(OmitType(CreatePeopleFieldDto, ['key', 'type'] as const), { skipNullProperties: false }) {}
