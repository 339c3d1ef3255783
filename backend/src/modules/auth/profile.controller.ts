import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Can, Ctx } from '../../common/auth/decorators.js';
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

  @Post('password')
  @HttpCode(204)
  @Can('read', 'Auth')
  async changePassword(@Ctx() ctx: RequestContext, @Body() dto: ChangePasswordDto) {
    await this.auth.changePassword(ctx, dto);
  }
}
