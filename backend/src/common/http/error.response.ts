import { ApiConflictResponse, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Every 4xx/5xx body: the message is translated into the caller's language by the exception filter. */
export class ErrorResponse {
  @ApiProperty({ example: 404 })
  statusCode: number;

  @ApiProperty({ example: 'Not found' })
  message: string;

  @ApiPropertyOptional({ description: "HTTP status text, when Nest's exception adds one", example: 'Not Found' })
  error?: string;

  @ApiPropertyOptional({ description: 'what exactly was wrong, in English, for the developer', example: 'cannot sort by name' })
  detail?: string;
}

/** 422: one translation key per rejected field, the shape react-admin shows under each input. */
export class ValidationErrorResponse {
  @ApiProperty({ example: 422 })
  statusCode: number;

  @ApiProperty({ example: 'Some fields are not valid' })
  message: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'field → translation key (locales/*/validation)',
    example: { email: 'validation.email' },
  })
  errors: Record<string, string>;
}

/** 409: a unique value is taken; `error` names each field with its translated reason (as the specification's register). */
export class ConflictErrorResponse {
  @ApiProperty({ example: 409 })
  statusCode: number;

  @ApiPropertyOptional()
  message?: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'field → translated reason',
    example: { email: 'This e-mail is already registered' },
  })
  error: Record<string, string>;
}

/** The route refuses a unique value that is already taken. */
export const ApiConflict = () =>
  ApiConflictResponse({ type: ConflictErrorResponse, description: 'a unique value (e-mail, name) is already taken' });

/** The specification's sign-in calls name their failure in `error` (translated), without `message`. */
export class SignInErrorResponse {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'The e-mail or password is not correct' })
  error: string;
}

/** Every error of the public API (`/api/v1/`): a stable code to branch on and a translated message. */
export class PublicErrorResponse {
  @ApiProperty({
    example: 'unauthorized',
    description:
      'bad_request, unauthorized, forbidden, not_found, account_unavailable, conflict, validation_failed, insufficient_credits, idempotency_key_reused, rate_limited, payload_too_large, internal_error',
  })
  code: string;

  @ApiProperty({ example: 'The API key or secret is wrong, or the key no longer works (revoked, or its account is not active)' })
  message: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: "validation_failed: field → what is wrong with it, in the caller's language (the message names them too)",
    example: { sender: 'Use 1 to 11 letters or digits, without spaces' },
  })
  errors?: Record<string, string>;
}
