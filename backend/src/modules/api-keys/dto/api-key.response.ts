import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import { API_KEY_STATUSES, type ApiKey, type ApiKeyStatus } from '../api-key.entity.js';

export class ApiKeyResponse {
  @IdProperty() id: string;
  @IdProperty() accountId: string;
  @TextProperty({ example: 'Web shop' }) name: string;
  @TextProperty({ example: 'ak_4fQ9zL2mX7cB1nR8tY3w', description: 'the user name of Basic authentication' }) key: string;
  @ApiProperty({ enum: API_KEY_STATUSES }) status: ApiKeyStatus;
  @TimestampProperty({ nullable: true, description: 'last call made with it (to the minute)' }) lastUsedAt: Date | null;
  @TimestampProperty({ nullable: true }) rotatedAt: Date | null;
  @TimestampProperty() createdAt: Date;
  @TimestampProperty() updatedAt: Date;
}

/** The answer of create and rotate: the only time the secret is ever shown. */
export class ApiKeyWithSecretResponse extends ApiKeyResponse {
  @TextProperty({
    example: 'sk_Jx0m…',
    description: 'the password of Basic authentication; shown this once, stored only as a hash',
  })
  secret: string;
}

export function apiKeyView(row: ApiKey): ApiKeyResponse {
  return {
    id: row.id,
    accountId: row.accountId,
    name: row.name,
    key: row.key,
    status: row.status,
    lastUsedAt: row.lastUsedAt,
    rotatedAt: row.rotatedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
