import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { SignInLimits } from './sign-in-limits.js';

/**
 * Limits each sign-in route per client address before any password is hashed. The address is
 * Express's `req.ip`: X-Forwarded-For counts only when TRUST_PROXY names the proxies.
 */
@Injectable()
export class SignInThrottleGuard implements CanActivate {
  constructor(private readonly limits: SignInLimits) {}

  async canActivate(host: ExecutionContext): Promise<boolean> {
    const request = host.switchToHttp().getRequest<Request>();
    await this.limits.callFrom(host.getHandler().name, request.ip ?? request.socket.remoteAddress ?? 'unknown');
    return true;
  }
}
