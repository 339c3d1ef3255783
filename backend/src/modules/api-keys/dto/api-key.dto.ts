import { NameField, ReadOnlyFields } from '../../../common/validation/fields.js';

export class CreateApiKeyDto {
  @NameField(80)
  name: string;
}

/** Only the name changes; the key is fixed, the secret changes by rotation. */
@ReadOnlyFields('id', 'accountId', 'key', 'status', 'lastUsedAt', 'rotatedAt', 'createdAt', 'updatedAt')
export class UpdateApiKeyDto extends CreateApiKeyDto {}
