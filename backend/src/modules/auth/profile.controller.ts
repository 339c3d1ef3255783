import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Can, Ctx, SessionFamily } from '../../common/auth/decorators.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { AuthService } from './auth.service.js';
import { ChangePasswordDto, UpdateProfileDto } from './dto/auth.dto.js';

@ApiTags('profile')
@ApiBearerAuth()
@Controller('profile')
export class ProfileController {
  constructor(private readonly auth: AuthService) {}

  @Get('data')
  @Can('read', 'Auth')
  get(@Ctx() ctx: RequestContext) {
    return this.auth.getProfile(ctx);
  }

  @Put('data')
  @Can('read', 'Auth')
  update(@Ctx() ctx: RequestContext, @Body() dto: UpdateProfileDto) {
    return this.auth.updateProfile(ctx, dto);
  }

  /** Ends every other session; this one's refresh token stays valid. */
  @Post('password')
  @HttpCode(204)
  @Can('read', 'Auth')
  async changePassword(@Ctx() ctx: RequestContext, @SessionFamily() familyId: string | undefined, @Body() dto: ChangePasswordDto) {
    await this.auth.changePassword(ctx, dto, familyId);
  }

  /** Signs out everywhere, this session included: every refresh and access token stops. */
  @Post('logout-everywhere')
  @HttpCode(204)
  @Can('read', 'Auth')
  async logoutEverywhere(@Ctx() ctx: RequestContext) {
    await this.auth.logoutEverywhere(ctx);
  }
}
