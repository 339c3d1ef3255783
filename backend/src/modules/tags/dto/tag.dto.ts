import { PartialType } from '@nestjs/swagger';
import { NameField, ReadOnlyFields } from '../../../common/validation/fields.js';
import { TAG_NAME_MAX } from '../tag.entity.js';

export class CreateTagDto {
  @NameField(TAG_NAME_MAX)
  name: string;
}

@ReadOnlyFields('id', 'accountId', 'memberCount', 'createdAt', 'updatedAt')
export class UpdateTagDto extends PartialType(CreateTagDto, { skipNullProperties: false }) {}
