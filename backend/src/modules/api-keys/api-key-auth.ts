import { applyDecorators, SetMetadata, UseFilters, UseGuards } from '@nestjs/common';
import { ApiSecurity, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { API_KEY_ROUTE, PUBLIC_ROUTE } from '../../common/auth/decorators.js';
import { PublicApiExceptionFilter } from '../../common/http/public-api-exception.filter.js';
import { PublicErrorResponse } from '../../common/http/error.response.js';
import { ApiKeyGuard } from './api-key.guard.js';

/**
 * A route of the public API: authenticated by an API key instead of a signed-in person
 * (the console's guard lets it through), answering errors as `{ code, message }`.
 */
export const ApiKeyAuth = () =>
  applyDecorators(
    SetMetadata(PUBLIC_ROUTE, true),
    SetMetadata(API_KEY_ROUTE, true),
    UseGuards(ApiKeyGuard),
    UseFilters(PublicApiExceptionFilter),
    ApiSecurity('basic'),
    ApiUnauthorizedResponse({
      type: PublicErrorResponse,
      description: 'missing, wrong or revoked credentials (code `unauthorized`)',
    }),
    ApiTooManyRequestsResponse({
      type: PublicErrorResponse,
      description: 'more calls than the key’s limit per minute (code `rate_limited`)',
    }),
  );
