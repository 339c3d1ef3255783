import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, MoreThan, QueryFailedError, Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PasswordHasher } from '../../common/auth/password-hasher.js';
import { definedOnly } from '../../common/http/defined.js';
import { ValidationFailedException } from '../../common/http/validation.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { normalizeThaiMobile } from '../../common/validation/phone.js';
import { AccountsService } from '../accounts/accounts.service.js';
import { User } from '../users/user.entity.js';
import { toUserData, type UserData } from '../users/user-views.js';
import { fullNameOf, UsersService } from '../users/users.service.js';
import type { ChangePasswordDto, LoginDto, RegisterDto, UpdateProfileDto } from './dto/auth.dto.js';
import type { ProfileResponse } from './dto/auth.response.js';
import { PasswordReset } from './password-reset.entity.js';
import { newSecret, secretMatches, splitToken } from './secret-token.js';
import { ResetLinkMailer } from './reset-link.mailer.js';
import { TokenService, type SessionTokens } from './token.service.js';

export type SignedIn = { userData: UserData } & SessionTokens;

/** Proof that a registrant's phone was verified; supplied by the OTP step once it exists. */
export interface PhoneVerification {
  verifiedAt: Date;
}

@Injectable()
export class AuthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(User) private readonly usersRepo: Repository<User>,
    @InjectRepository(PasswordReset) private readonly resets: Repository<PasswordReset>,
    private readonly users: UsersService,
    private readonly accounts: AccountsService,
    private readonly tokens: TokenService,
    private readonly hasher: PasswordHasher,
    private readonly mailer: ResetLinkMailer,
  ) {}

  async login(dto: LoginDto): Promise<SignedIn> {
    const identifier = dto.email.trim().toLowerCase();
    const column = identifier.includes('@') ? 'email' : 'username';
    const user = await this.usersRepo
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where(`lower(user.${column}) = :identifier`, { identifier })
      .getOne();
    const valid = await this.hasher.verify(dto.password, user?.passwordHash);
    if (!user || !valid || user.status !== 'active') throw new BadRequestException({ error: 'auth.invalidCredentials' });
    const account = await this.accounts.findById(user.accountId);
    if (!account || account.status !== 'active') throw new BadRequestException({ error: 'errors.accountUnavailable' });
    await this.usersRepo.update({ id: user.id }, { lastLoginAt: new Date() });
    return { userData: toUserData(user, account), ...(await this.tokens.startSession(user.id, account.id)) };
  }

  /**
   * Registration in two steps so that phone verification by OTP slots in between:
   * `checkRegistration` answers 409 for a taken e-mail or username before anything is
   * sent to the phone; `register` creates the account and its admin.
   */
  async checkRegistration(dto: RegisterDto): Promise<void> {
    const conflicts = await this.users.conflicts({ email: dto.email, username: dto.username });
    if (Object.keys(conflicts).length) throw new ConflictException({ error: conflicts });
  }

  async register(dto: RegisterDto, phone?: PhoneVerification): Promise<SignedIn> {
    await this.checkRegistration(dto);
    const username = dto.username ?? (await this.users.freeUsernameFor(dto.email));
    const { user, account, tokens } = await this.dataSource.transaction(async (manager) => {
      const account = await this.accounts.createAccount(manager, {
        name: fullNameOf(dto.firstName, dto.lastName),
        plan: 'trials',
        contactEmail: dto.email,
        contactPhone: normalizeThaiMobile(dto.phone),
      });
      const user = await this.users.insert(manager, {
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
      if (phone) await manager.update(User, { id: user.id }, { phoneVerifiedAt: phone.verifiedAt });
      const tokens = await this.tokens.startSession(user.id, account.id, manager);
      return { user, account, tokens };
    }).catch((error: unknown) => {
      // Two registrations racing for one e-mail: the unique index decides, the loser gets 409.
      if (error instanceof ValidationFailedException) {
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
    const rotated = await this.tokens.rotate(refreshToken, async (userId) => {
      const user = await this.usersRepo.findOneBy({ id: userId, status: 'active' });
      return user?.accountId ?? null;
    });
    const user = await this.usersRepo.findOneByOrFail({ id: rotated.userId });
    const account = await this.accounts.findById(user.accountId);
    return { userData: toUserData(user, account!), accessToken: rotated.accessToken, refreshToken: rotated.refreshToken };
  }

  logout(refreshToken: string): Promise<void> {
    return this.tokens.revoke(refreshToken);
  }

  /** Always answers the same, so the call does not reveal which e-mails have accounts. */
  async forgotPassword(email: string): Promise<void> {
    const user = await this.usersRepo.findOneBy({ email: email.toLowerCase(), status: 'active' });
    if (!user) return;
    const { secret, hash } = newSecret();
    const expiresAt = new Date(Date.now() + this.config.passwordResetTtlMinutes * 60_000);
    const reset = await this.resets.save(this.resets.create({ userId: user.id, tokenHash: hash, expiresAt }));
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
    await this.dataSource.transaction(async (manager) => {
      const spent = await manager.update(PasswordReset, { id: reset.id, usedAt: IsNull() }, { usedAt: new Date() });
      if (!spent.affected) throw invalid();
      await manager.update(User, { id: reset.userId }, { passwordHash });
      // Whoever knew the old password is signed out everywhere.
      await this.tokens.revokeAllOf(reset.userId, manager);
    });
  }

  async getProfile(ctx: RequestContext): Promise<ProfileResponse> {
    const user = await this.usersRepo.findOneByOrFail({ id: ctx.userId });
    const { id, username, firstName, lastName, fullName, email, phone, avatar, role } = user;
    return { id, username, firstName, lastName, fullName, email, phone, avatar, role };
  }

  async updateProfile(ctx: RequestContext, dto: UpdateProfileDto) {
    const user = await this.usersRepo.findOneByOrFail({ id: ctx.userId });
    const conflicts = await this.users.conflicts({ email: dto.email }, user.id);
    if (Object.keys(conflicts).length) throw new ValidationFailedException(conflicts);
    const { phone, ...fields } = dto;
    Object.assign(user, definedOnly(fields));
    if (phone !== undefined) user.phone = normalizeThaiMobile(phone);
    user.fullName = fullNameOf(user.firstName, user.lastName);
    await this.usersRepo.save(user);
    return this.getProfile(ctx);
  }

  async changePassword(ctx: RequestContext, dto: ChangePasswordDto): Promise<void> {
    if (dto.newPassword !== dto.confirmPassword) throw new ValidationFailedException({ confirmPassword: 'validation.passwordsDiffer' });
    const user = await this.usersRepo
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.id = :id', { id: ctx.userId })
      .getOneOrFail();
    if (!(await this.hasher.verify(dto.currentPassword, user.passwordHash))) {
      throw new ValidationFailedException({ currentPassword: 'auth.currentPasswordWrong' });
    }
    await this.usersRepo.update({ id: user.id }, { passwordHash: await this.hasher.hash(dto.newPassword) });
  }

  /** Housekeeping for the worker: spent and expired secrets are of no use to anyone. */
  async purgeExpiredSecrets(now = new Date()): Promise<number> {
    const resets = await this.resets
      .createQueryBuilder()
      .delete()
      .where('expires_at < :now OR used_at IS NOT NULL', { now })
      .execute();
    return (await this.tokens.purgeExpired(now)) + (resets.affected ?? 0);
  }
}
