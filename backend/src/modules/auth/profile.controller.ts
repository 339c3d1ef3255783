import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Can, Ctx } from '../../common/auth/decorators.js';
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

  @Post('password')
  @HttpCode(204)
  @Can('read', 'Auth')
  @ApiNoContentResponse({ description: 'the password is changed' })
  async changePassword(@Ctx() ctx: RequestContext, @Body() dto: ChangePasswordDto): Promise<void> {
    await this.auth.changePassword(ctx, dto);
  }
}
