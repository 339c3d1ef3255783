import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, QueryFailedError, Repository, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Transactions } from '../../database/transactions.js';
import { PasswordHasher } from '../../common/auth/password-hasher.js';
import { SessionState } from '../../common/auth/session-state.js';
import { definedOnly } from '../../common/http/defined.js';
import { ValidationFailedException } from '../../common/http/validation.js';
import { ConflictFieldsException } from '../../common/http/conflicts.js';
import { ACCOUNT_NAME_MAX } from '../accounts/account.entity.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { normalizeThaiMobile } from '../../common/validation/phone.js';
import { CreditsService } from '../credits/credits.service.js';
import { PhoneVerificationService } from '../otp/phone-verification.service.js';
import { AccountsService } from '../accounts/accounts.service.js';
import { User } from '../users/user.entity.js';
import { toUserData, type UserData } from '../users/user-views.js';
import { fullNameOf, UsersService } from '../users/users.service.js';
import type { ChangePasswordDto, LoginDto, RegisterDto, UpdateProfileDto } from './dto/auth.dto.js';
import type { ProfileResponse } from './dto/auth.response.js';
import { PasswordReset } from './password-reset.entity.js';
import { newSecret, secretMatches, splitToken } from './secret-token.js';
import { ResetLinkMailer } from './reset-link.mailer.js';
import { SignInLimits } from './sign-in-limits.js';
import { TokenService, type SessionOwner, type SessionTokens } from './token.service.js';

export type SignedIn = { userData: UserData } & SessionTokens;

@Injectable()
export class AuthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: Transactions,
    @InjectRepository(User) private readonly usersRepo: Repository<User>,
    @InjectRepository(PasswordReset) private readonly resets: Repository<PasswordReset>,
    private readonly users: UsersService,
    private readonly accounts: AccountsService,
    private readonly tokens: TokenService,
    private readonly hasher: PasswordHasher,
    private readonly mailer: ResetLinkMailer,
    private readonly sessions: SessionState,
    private readonly limits: SignInLimits,
    private readonly credits: CreditsService,
    private readonly phones: PhoneVerificationService,
  ) {}

  /**
   * A wrong password answers the same whether the account exists, is suspended or not: only
   * whoever knows the password learns that the user or account is not available.
   */
  async login(dto: LoginDto): Promise<SignedIn> {
    const identifier = dto.email.trim().toLowerCase();
    const column = identifier.includes('@') ? 'email' : 'username';
    const user = await this.usersRepo
      .createQueryBuilder('user')
      .addSelect(['user.passwordHash', 'user.tokenVersion'])
      .where(`lower(user.${column}) = :identifier`, { identifier })
      .getOne();
    // Counted per user, so e-mail and username share one budget; unknown names count too.
    const limitKey = user ? `user:${user.id}` : `name:${identifier}`;
    await this.limits.assertLoginAllowed(limitKey);
    const valid = await this.hasher.verify(dto.password, user?.passwordHash);
    if (!user || !valid) {
      await this.limits.loginFailed(limitKey);
      throw new BadRequestException({ error: 'auth.invalidCredentials' });
    }
    await this.limits.loginSucceeded(limitKey);
    const account = await this.accounts.findById(user.accountId);
    if (user.status !== 'active' || !account || account.status !== 'active') {
      throw new BadRequestException({ error: 'errors.accountUnavailable' });
    }
    user.lastLoginAt = new Date();
    await this.usersRepo.update({ id: user.id }, { lastLoginAt: user.lastLoginAt });
    const tokens = await this.tokens.startSession(user.id, { accountId: account.id, tokenVersion: user.tokenVersion });
    return { userData: toUserData(user, account), ...tokens };
  }

  /**
   * 409 for a taken e-mail or username, before the phone check is looked at or anything is
   * written; also asked on its own (POST /jwt/register/check) before the phone code is sent.
   * The insert checks again in its transaction, for registrations racing each other.
   */
  async checkRegistration(dto: Pick<RegisterDto, 'email' | 'username'>): Promise<void> {
    const conflicts = await this.users.conflicts({ email: dto.email, username: dto.username ?? undefined });
    if (Object.keys(conflicts).length) throw new ConflictException({ error: conflicts });
  }

  /**
   * A phone check (`otpToken`) is used in the transaction that creates the account, after the
   * e-mail and username were found free: a registration refused for any reason leaves the
   * check usable for the next try. The check is required (422 on `otpToken` without one)
   * unless REGISTER_PHONE_OTP=off; there, a registration without one keeps its phone unverified.
   */
  async register({ otpToken, ...dto }: RegisterDto): Promise<SignedIn> {
    // Without a business name the account is named after its founder; both names must fit that one column together.
    const businessName = dto.businessName?.trim() || null;
    if (!businessName && fullNameOf(dto.firstName, dto.lastName).length > ACCOUNT_NAME_MAX) {
      throw new ValidationFailedException({ lastName: 'validation.fullNameTooLong' });
    }
    await this.checkRegistration(dto);
    // Without it a script could open any number of accounts, no phone held.
    if (!otpToken && this.config.registerPhoneOtp === 'required') {
      throw new ValidationFailedException({ otpToken: 'validation.required' });
    }
    const username = dto.username || (await this.users.freeUsernameFor(dto.email));
    const { user, account, tokens } = await this.transactions
      .run(async (manager) => {
        const phoneVerifiedAt = otpToken ? await this.phones.consume('register', otpToken, dto.phone, manager) : undefined;
        const account = await this.accounts.createAccount(manager, {
          name: businessName ?? fullNameOf(dto.firstName, dto.lastName),
          plan: 'trials',
          contactEmail: dto.email,
          contactPhone: normalizeThaiMobile(dto.phone),
        });
        const user = await this.users.insertIntoNewAccount(manager, {
          accountId: account.id,
          username,
          email: dto.email,
          firstName: dto.firstName,
          lastName: dto.lastName,
          phone: dto.phone,
          role: 'admin',
          password: dto.password,
          allowOffer: dto.allowOffer ?? false,
        });
        // Registering signs the user in: that is the first sign-in.
        user.lastLoginAt = new Date();
        await manager.update(
          User,
          { id: user.id },
          { lastLoginAt: user.lastLoginAt, ...(phoneVerifiedAt ? { phoneVerifiedAt } : {}) },
        );
        const tokens = await this.tokens.startSession(user.id, { accountId: account.id, tokenVersion: 0 }, manager);
        return { user, account, tokens };
      })
      .catch((error: unknown) => {
        // Two registrations racing for one e-mail: the unique index decides, the loser gets 409.
        if (error instanceof ConflictFieldsException) {
          throw new ConflictException({ error: (error.getResponse() as { errors: object }).errors });
        }
        if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
          throw new ConflictException({ error: { email: 'auth.emailInUse' } });
        }
        throw error;
      });
    return { userData: toUserData(user, account), ...tokens };
  }

  async refresh(refreshToken: string): Promise<SignedIn> {
    const rotated = await this.tokens.rotate(refreshToken, (userId) => this.sessionOwner(userId));
    const user = await this.usersRepo.findOneByOrFail({ id: rotated.userId });
    const account = await this.accounts.findById(user.accountId);
    return { userData: toUserData(user, account!), accessToken: rotated.accessToken, refreshToken: rotated.refreshToken };
  }

  logout(refreshToken: string): Promise<void> {
    return this.tokens.revoke(refreshToken);
  }

  /** Every refresh family and access token of the caller ends, this session's too. */
  logoutEverywhere(ctx: RequestContext): Promise<void> {
    return this.sessions.endSessions([ctx.userId]);
  }

  /**
   * Always answers the same, so the call does not reveal which e-mails have accounts. A new
   * link replaces every older one.
   */
  async forgotPassword(email: string): Promise<void> {
    const user = await this.usersRepo.findOneBy({ email: email.toLowerCase(), status: 'active' });
    if (!user) return;
    const { secret, hash } = newSecret();
    const expiresAt = new Date(Date.now() + this.config.passwordResetTtlMinutes * 60_000);
    const reset = await this.transactions.run(async (manager) => {
      await this.spendResetLinks(manager, user.id);
      return manager.save(manager.create(PasswordReset, { userId: user.id, tokenHash: hash, expiresAt }));
    });
    const link = `${this.config.publicUrl}/#/reset-password?token=${encodeURIComponent(`${reset.id}.${secret}`)}`;
    await this.mailer.send({ userId: user.id, email: user.email, link, expiresAt });
  }

  async resetPassword(token: string, password: string): Promise<void> {
    const invalid = () => new BadRequestException({ error: 'auth.resetTokenInvalid' });
    const parts = splitToken(token);
    if (!parts) throw invalid();
    const reset = await this.resets.findOneBy({ id: parts.id, usedAt: IsNull(), expiresAt: MoreThan(new Date()) });
    if (!reset || !secretMatches(parts.secret, reset.tokenHash)) throw invalid();
    const passwordHash = await this.hasher.hash(password);
    await this.transactions.run(async (manager) => {
      const spent = await manager.update(PasswordReset, { id: reset.id, usedAt: IsNull() }, { usedAt: new Date() });
      if (!spent.affected) throw invalid();
      await manager.update(User, { id: reset.userId }, { passwordHash });
      await this.spendResetLinks(manager, reset.userId);
      // Whoever knew the old password is signed out everywhere.
      await this.sessions.endSessionsInDb(manager, [reset.userId]);
    });
    await this.sessions.forgetUsers([reset.userId]);
  }

  async getProfile(ctx: RequestContext): Promise<ProfileResponse> {
    const user = await this.usersRepo.findOneByOrFail({ id: ctx.userId });
    const { id, username, firstName, lastName, fullName, email, phone, avatar, role } = user;
    return {
      id,
      username,
      firstName,
      lastName,
      fullName,
      email,
      phone,
      avatar,
      role,
      ...(await this.credits.summaryOf(ctx.accountId)),
    };
  }

  /** A new e-mail takes over password resets, so changing it needs the current password. */
  async updateProfile(ctx: RequestContext, dto: UpdateProfileDto) {
    const user = await this.usersRepo.findOneByOrFail({ id: ctx.userId });
    const { phone, lastName, currentPassword, ...fields } = dto;
    if (fields.email !== undefined && fields.email !== user.email) {
      await this.checkCurrentPassword(ctx.userId, currentPassword);
    }
    const conflicts = await this.users.conflicts({ email: fields.email }, user.id);
    if (Object.keys(conflicts).length) throw new ConflictFieldsException(conflicts);
    // The e-mail arrives trimmed and in lower case (EmailField).
    Object.assign(user, definedOnly(fields));
    if (lastName !== undefined) user.lastName = lastName ?? '';
    if (phone !== undefined) user.phone = phone ? normalizeThaiMobile(phone) : null;
    user.fullName = fullNameOf(user.firstName, user.lastName);
    await this.usersRepo.save(user);
    return this.getProfile(ctx);
  }

  /** Ends every other session and every reset link; the session making the change stays. */
  async changePassword(ctx: RequestContext, dto: ChangePasswordDto, keepFamilyId?: string): Promise<void> {
    if (dto.newPassword !== dto.confirmPassword)
      throw new ValidationFailedException({ confirmPassword: 'validation.passwordsDiffer' });
    await this.checkCurrentPassword(ctx.userId, dto.currentPassword);
    const passwordHash = await this.hasher.hash(dto.newPassword);
    await this.transactions.run(async (manager) => {
      await manager.update(User, { id: ctx.userId }, { passwordHash });
      await this.spendResetLinks(manager, ctx.userId);
      await this.sessions.endSessionsInDb(manager, [ctx.userId], keepFamilyId);
    });
    await this.sessions.forgetUsers([ctx.userId]);
  }

  /** 422 on `currentPassword` when missing or wrong; wrong guesses are limited per user. */
  private async checkCurrentPassword(userId: string, currentPassword: string | undefined): Promise<void> {
    if (!currentPassword) throw new ValidationFailedException({ currentPassword: 'validation.required' });
    await this.limits.assertPasswordCheckAllowed(userId);
    const user = await this.usersRepo
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.id = :id', { id: userId })
      .getOneOrFail();
    if (!(await this.hasher.verify(currentPassword, user.passwordHash))) {
      await this.limits.passwordCheckFailed(userId);
      throw new ValidationFailedException({ currentPassword: 'auth.currentPasswordWrong' });
    }
    await this.limits.passwordCheckSucceeded(userId);
  }

  private async spendResetLinks(manager: EntityManager, userId: string): Promise<void> {
    await manager.update(PasswordReset, { userId, usedAt: IsNull() }, { usedAt: new Date() });
  }

  /** A refresh token is rotated only for an active user of an active account. */
  private async sessionOwner(userId: string): Promise<SessionOwner | null> {
    const user = await this.usersRepo
      .createQueryBuilder('user')
      .addSelect('user.tokenVersion')
      .innerJoin('user.account', 'account', "account.status = 'active'")
      .where('user.id = :userId AND user.status = :active', { userId, active: 'active' })
      .getOne();
    return user ? { accountId: user.accountId, tokenVersion: user.tokenVersion } : null;
  }
}
