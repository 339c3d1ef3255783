import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PasswordHasher } from '../../common/auth/password-hasher.js';
import { SessionStateModule } from '../../common/auth/session-state.module.js';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { User } from './user.entity.js';
import { UsersController } from './users.controller.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';
import { usersFeature } from './users.feature.js';
import { UsersSpecController } from './users-spec.controller.js';

@Module({
  imports: [TypeOrmModule.forFeature([...usersFeature.entities]), SessionStateModule],
  // The specification's fixed paths first, so /api/users/user is not taken for an id.
  controllers: [UsersSpecController, UsersController],
  providers: [UsersService, UsersRepository, PasswordHasher, provideTenantRepository(User)],
  exports: [UsersService, PasswordHasher, TypeOrmModule],
})
export class UsersModule {}
