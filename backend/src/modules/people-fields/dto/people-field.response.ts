import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import { FIELD_TYPES, type FieldType } from '../people-field.entity.js';

export class PeopleFieldResponse {
  @IdProperty() id: string;
  @IdProperty() accountId: string;
  @TextProperty({ example: 'Member level' }) label: string;
  @TextProperty({ example: 'memberLevel' }) key: string;
  @ApiProperty({ enum: FIELD_TYPES, enumName: 'PeopleFieldType' }) type: FieldType;
  @ApiProperty({ type: [String], example: ['Silver', 'Gold'] }) choices: string[];
  @ApiProperty() required: boolean;
  @ApiProperty({ type: 'integer' }) position: number;
  @TimestampProperty() createdAt: Date;
  @TimestampProperty() updatedAt: Date;
}
