import { ApiProperty } from '@nestjs/swagger';
import type { Role } from '../../../common/auth/roles.js';
import { IdProperty, TextProperty } from '../../../common/http/api-properties.js';
import { RoleProperty, UserDataResponse } from '../../users/dto/user.response.js';

/** A signed-in session: who, and the tokens to call and to refresh with. */
export class SessionResponse {
  @ApiProperty({ type: UserDataResponse }) userData: UserDataResponse;
  @TextProperty({ description: 'JWT for `Authorization: Bearer`, valid 10 minutes' }) accessToken: string;
  @TextProperty({ description: 'single use: each refresh answers a new one' }) refreshToken: string;
}

/** Registration answers the session and, as the specification has it, the user once more. */
export class RegisteredResponse extends SessionResponse {
  @ApiProperty({ type: UserDataResponse }) user: UserDataResponse;
}

/** The signed-in user's own profile. */
export class ProfileResponse {
  @IdProperty() id: string;
  @TextProperty() username: string;
  @TextProperty() firstName: string;
  @TextProperty() lastName: string;
  @TextProperty() fullName: string;
  @TextProperty() email: string;
  @TextProperty({ nullable: true }) phone: string | null;
  @TextProperty({ nullable: true }) avatar: string | null;
  @RoleProperty() role: Role;
  /** Credits of the account the request acts in. */
  @ApiProperty({ type: 'integer' }) creditBalance: number;
  /** Credits ever bought (the specification's name). */
  @ApiProperty({ type: 'integer' }) creditTotle: number;
  /** The latest purchase (the specification's name). */
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) creditDatePurc: Date | null;
}

/** A translated confirmation. */
export class MessageResponse {
  @TextProperty({ example: 'If the address is registered, a reset link is on its way' }) message: string;
}
