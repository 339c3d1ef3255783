import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { IsIn, IsObject, IsOptional } from 'class-validator';
import { NameField, Optional, ReadOnlyFields } from '../../../common/validation/fields.js';
import { GROUP_KINDS, GROUP_NAME_MAX, type GroupKind } from '../group.entity.js';

export class CreateGroupDto {
  @NameField(GROUP_NAME_MAX)
  name: string;

  @Optional()
  @ApiProperty({ enum: GROUP_KINDS, enumName: 'GroupKind', required: false, default: 'static' })
  @IsIn(GROUP_KINDS)
  kind?: GroupKind;

  @IsOptional()
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'a dynamic group’s people filter: q, tagId, gender, createdAt_gte, createdAt_lte',
    example: { tagId: ['6f1c2a54-8d2b-4b53-9b1f-2f0d3c1a7e11'], gender: 'female' },
  })
  @IsObject()
  rules?: Record<string, unknown> | null;
}

/** The kind stays as created: a static group's members would otherwise vanish or appear. */
@ReadOnlyFields('id', 'accountId', 'kind', 'memberCount', 'memberCountCapped', 'createdAt', 'updatedAt')
export class UpdateGroupDto extends PartialType(OmitType(CreateGroupDto, ['kind'] as const), { skipNullProperties: false }) {}
