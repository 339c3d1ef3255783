import { ForbiddenException, Injectable, NotFoundException, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { isUUID } from 'class-validator';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { abilityFor, type Action, type Subject } from '../../common/auth/abilities.js';
import { PUBLIC_ROUTE, REQUIRED_ABILITY, type RequestWithContext } from '../../common/auth/decorators.js';
import { pickLanguage } from '../../common/i18n/messages.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { Account } from '../accounts/account.entity.js';
import { AccountsService } from '../accounts/accounts.service.js';
import { User } from '../users/user.entity.js';
import { TokenService } from './token.service.js';

/**
 * Global guard: turns the bearer token into a RequestContext (user, acting account, scope,
 * ability) and checks the route's required ability. Guards run before pipes, so an
 * unauthenticated or unauthorised caller learns nothing from validation errors.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly accounts: AccountsService,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  async canActivate(host: ExecutionContext): Promise<boolean> {
    const targets = [host.getHandler(), host.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
    const request = host.switchToHttp().getRequest<RequestWithContext>();
    request.context = await this.contextOf(request);
    const required = this.reflector.getAllAndOverride<{ action: Action; subject: Subject }>(REQUIRED_ABILITY, targets);
    if (required && request.context.ability.cannot(required.action, required.subject)) {
      throw new ForbiddenException('errors.forbidden');
    }
    return true;
  }

  private async contextOf(request: RequestWithContext): Promise<RequestContext> {
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !token) throw new UnauthorizedException('errors.unauthorized');
    const payload = this.tokens.verifyAccessToken(token);
    const user = await this.users.findOne({ where: { id: payload.sub }, relations: { account: true } });
    if (!user || user.status !== 'active' || user.account?.status !== 'active') {
      throw new UnauthorizedException('errors.unauthorized');
    }
    const acting = await this.actingAccount(user, request.headers['x-account-id']);
    const staffOnPlatform = user.role === 'staff' && acting.isPlatform;
    return {
      userId: user.id,
      role: user.role,
      homeAccountId: user.accountId,
      accountId: acting.id,
      scopeAccountIds: staffOnPlatform ? null : [acting.id, ...(await this.accounts.childIds(acting.id))],
      ability: abilityFor(user.role),
      language: pickLanguage(request.headers['accept-language']),
    };
  }

  /** Staff may act in any account, an admin in its sub-accounts, everyone in their own. */
  private async actingAccount(user: User, header: string | string[] | undefined): Promise<Account> {
    const home = user.account!;
    const requested = Array.isArray(header) ? header[0] : header;
    if (!requested || requested === home.id) return home;
    const unavailable = () => new NotFoundException('errors.accountUnavailable');
    if (!isUUID(requested)) throw unavailable();
    const account = await this.accounts.findById(requested);
    if (!account) throw unavailable();
    const allowed = user.role === 'staff' || (user.role === 'admin' && account.parentId === home.id);
    if (!allowed) throw unavailable();
    return account;
  }
}
