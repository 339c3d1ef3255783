import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Can } from '../abilities.js';
import { Ctx, SessionFamily } from '../../common/auth/decorators.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { AuthService } from './auth.service.js';
import { ChangePasswordDto, UpdateProfileDto } from './dto/auth.dto.js';
import { ProfileResponse } from './dto/auth.response.js';

@ApiTags('profile')
@Controller('profile')
export class ProfileController {
  constructor(private readonly auth: AuthService) {}

  @Get('data')
  @Can('read', 'Auth')
  @ApiOkResponse({ type: ProfileResponse })
  get(@Ctx() ctx: RequestContext): Promise<ProfileResponse> {
    return this.auth.getProfile(ctx);
  }

  @Put('data')
  @Can('read', 'Auth')
  @ApiOkResponse({ type: ProfileResponse })
  update(@Ctx() ctx: RequestContext, @Body() dto: UpdateProfileDto): Promise<ProfileResponse> {
    return this.auth.updateProfile(ctx, dto);
  }

  /** Ends every other session; this one's refresh token stays valid. */
  @Post('password')
  @HttpCode(204)
  @Can('read', 'Auth')
  @ApiNoContentResponse({ description: 'the password is changed; every other session ends' })
  async changePassword(
    @Ctx() ctx: RequestContext,
    @SessionFamily() familyId: string | undefined,
    @Body() dto: ChangePasswordDto,
  ): Promise<void> {
    await this.auth.changePassword(ctx, dto, familyId);
  }

  /** Signs out everywhere, this session included: every refresh and access token stops. */
  @Post('logout-everywhere')
  @HttpCode(204)
  @Can('read', 'Auth')
  @ApiNoContentResponse({ description: 'every session of the user is ended, this one included' })
  async logoutEverywhere(@Ctx() ctx: RequestContext): Promise<void> {
    await this.auth.logoutEverywhere(ctx);
  }
}
