import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { RequestContext } from '../tenancy/request-context.js';

export const PUBLIC_ROUTE = 'auth:public';
/** The ability a route needs, set by `Can` (modules/abilities.ts). */
export const REQUIRED_ABILITY = 'auth:ability';
/** The route belongs to the public API: an API key authenticates it (modules/api-keys/api-key-auth.ts). */
export const API_KEY_ROUTE = 'auth:api-key';

/** The route needs no token (sign-in, health). */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/** `sessionFamilyId`: the refresh family the access token was issued in (kept by a password change). */
export type RequestWithContext = Request & { context?: RequestContext; sessionFamilyId?: string };

/** The request context the auth guard built. */
export const Ctx = createParamDecorator((_data: unknown, host: ExecutionContext): RequestContext => {
  const context = host.switchToHttp().getRequest<RequestWithContext>().context;
  if (!context) throw new Error('Ctx() used on a public route');
  return context;
});

/** The refresh-token family of the caller's session, when its access token names one. */
export const SessionFamily = createParamDecorator(
  (_data: unknown, host: ExecutionContext): string | undefined => host.switchToHttp().getRequest<RequestWithContext>().sessionFamilyId,
);
