import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ROLES, type Role } from '../../../common/auth/roles.js';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import type { Plan } from '../../accounts/account.entity.js';
import { PlanProperty } from '../../accounts/dto/account.response.js';
import { USER_STATUSES, type UserStatus } from '../user.entity.js';

export const RoleProperty = () => ApiProperty({ enum: ROLES, enumName: 'Role' });
export const UserStatusProperty = () => ApiProperty({ enum: USER_STATUSES, enumName: 'UserStatus' });

/** A user as lists and forms see it. */
export class UserResponse {
  @IdProperty() id: string;
  @IdProperty() accountId: string;
  @TextProperty({ nullable: true }) accountName: string | null;
  @PlanProperty({ nullable: true }) plan: Plan | null;
  @TextProperty({ example: 'somchai' }) username: string;
  @TextProperty({ example: 'Somchai' }) firstName: string;
  @TextProperty({ example: 'Jaidee' }) lastName: string;
  @TextProperty({ example: 'Somchai Jaidee' }) fullName: string;
  @TextProperty({ example: 'somchai@example.com' }) email: string;
  @TextProperty({ nullable: true, example: '+66812345678' }) phone: string | null;
  @RoleProperty() role: Role;
  @UserStatusProperty() status: UserStatus;
  @TextProperty({ nullable: true }) avatar: string | null;
  @TimestampProperty({ nullable: true }) lastLoginAt: Date | null;
  @TimestampProperty() createdAt: Date;
}

/** `GET /api/users/list/data`, the specification's paged user list. */
export class SpecUserListResponse {
  @ApiProperty({ type: [UserResponse] }) users: UserResponse[];
  @ApiProperty({ type: Number, example: 42 }) total: number;
}

/** `GET /api/users/user`. */
export class SpecUserResponse {
  @ApiProperty({ type: UserResponse }) user: UserResponse;
}

/** `DELETE /apps/users/delete`: the id that was removed. */
export class DeletedIdResponse {
  @IdProperty() id: string;
}

const oneOrMany = { oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] };

/** One CASL rule, as `createMongoAbility` reads it (the admin builds its ability from these). */
export class AbilityRuleResponse {
  @ApiProperty({ ...oneOrMany, example: 'read' }) action: string | string[];
  @ApiProperty({ ...oneOrMany, example: 'User' }) subject: string | string[];
  @ApiPropertyOptional({ type: 'object', additionalProperties: true }) conditions?: Record<string, unknown>;
  @ApiPropertyOptional({ type: Boolean }) inverted?: boolean;
}

/** The account a signed-in user belongs to. */
export class AccountSummaryResponse {
  @IdProperty() id: string;
  @TextProperty() name: string;
  @PlanProperty() plan: Plan;
  @IdProperty({ nullable: true }) parentId: string | null;
  @ApiProperty({ type: Boolean, description: 'the back-office staff’s own account' }) isPlatform: boolean;
}

/** The signed-in user as the specification's `userData` (never the password). */
export class UserDataResponse {
  @IdProperty() id: string;
  @TextProperty() username: string;
  @TextProperty() fullName: string;
  @TextProperty() firstName: string;
  @TextProperty() lastName: string;
  @TextProperty() email: string;
  @TextProperty({ nullable: true }) phone: string | null;
  @TextProperty({ nullable: true }) avatar: string | null;
  @RoleProperty() role: Role;
  @TextProperty({ description: 'the role, under the name the specification uses' }) roleId: string;
  @ApiProperty({ type: [String], example: ['read:User'], description: '`action:subject` of each grant, subject by subject (`manage:all` when the role manages every subject)' }) permission: string[];
  @UserStatusProperty() status: UserStatus;
  @IdProperty() accountId: string;
  @ApiProperty({ type: AccountSummaryResponse }) account: AccountSummaryResponse;
  @ApiProperty({ type: [AbilityRuleResponse] }) ability: AbilityRuleResponse[];
}
