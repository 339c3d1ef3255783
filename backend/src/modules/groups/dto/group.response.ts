import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import { GROUP_KINDS, type GroupKind } from '../group.entity.js';

export class GroupResponse {
  @IdProperty() id: string;
  @IdProperty() accountId: string;
  @TextProperty({ example: 'Gold members' }) name: string;
  @ApiProperty({ enum: GROUP_KINDS, enumName: 'GroupKind' }) kind: GroupKind;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true }) rules: Record<string, unknown> | null;
  @ApiProperty({ type: 'integer', description: 'members; for a dynamic group counted up to 10,000' }) memberCount: number;
  @ApiProperty({ description: 'true when a dynamic group has more members than were counted' }) memberCountCapped: boolean;
  @TimestampProperty() createdAt: Date;
  @TimestampProperty() updatedAt: Date;
}
