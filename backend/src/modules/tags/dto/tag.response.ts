import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';

export class TagResponse {
  @IdProperty() id: string;
  @IdProperty() accountId: string;
  @TextProperty({ example: 'VIP' }) name: string;
  @ApiProperty({ type: 'integer', description: 'people carrying the tag' }) memberCount: number;
  @TimestampProperty() createdAt: Date;
  @TimestampProperty() updatedAt: Date;
}
