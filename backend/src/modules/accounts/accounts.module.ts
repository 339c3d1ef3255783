import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module.js';
import { Account } from './account.entity.js';
import { AccountSettingsController } from './account-settings.controller.js';
import { AccountsService } from './accounts.service.js';
import { SubAccountsController } from './sub-accounts.controller.js';

@Module({
  imports: [TypeOrmModule.forFeature([Account]), UsersModule],
  controllers: [AccountSettingsController, SubAccountsController],
  providers: [AccountsService],
  exports: [AccountsService],
})
export class AccountsModule {}
