import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import type { FieldValue } from '../../people-fields/people-field.entity.js';
import { GENDERS, type Gender } from '../person.entity.js';

export class PersonResponse {
  @IdProperty() id: string;
  @IdProperty() accountId: string;
  @TextProperty({ example: '+66812345678', description: 'E.164' }) mobile: string;
  @TextProperty({ example: 'Somchai' }) firstName: string;
  @TextProperty({ example: 'Jaidee' }) lastName: string;
  @TextProperty({ nullable: true, example: 'somchai@example.com' }) email: string | null;
  @ApiProperty({ enum: GENDERS, enumName: 'Gender', nullable: true }) gender: Gender | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, example: '1990-04-13' }) birthday: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, example: { memberLevel: 'Gold' } }) fields: Record<string, FieldValue>;
  @ApiProperty({ type: [String], format: 'uuid' }) tagIds: string[];
  @ApiProperty({ type: [String], format: 'uuid', description: 'static groups' }) groupIds: string[];
  @TimestampProperty() createdAt: Date;
  @TimestampProperty() updatedAt: Date;
}

export class BulkPeopleResponse {
  @ApiProperty({ type: 'integer', description: 'people (or marks, memberships) the action changed' }) affected: number;
}
