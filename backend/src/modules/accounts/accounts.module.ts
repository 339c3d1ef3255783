import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { SessionStateModule } from '../../common/auth/session-state.module.js';
import { UsersModule } from '../users/users.module.js';
import { Account } from './account.entity.js';
import { AccountSettingsController } from './account-settings.controller.js';
import { AccountsService } from './accounts.service.js';
import { accountsFeature } from './accounts.feature.js';
import { SubAccountsController } from './sub-accounts.controller.js';

// SessionStateModule is global: importing it here gives UsersService its cache wherever accounts are loaded.
@Module({
  imports: [TypeOrmModule.forFeature([...accountsFeature.entities]), SessionStateModule, UsersModule],
  controllers: [AccountSettingsController, SubAccountsController],
  // Sub-accounts are accounts owned by their parent: the same tenant layer, owner column parent_id.
  providers: [AccountsService, provideTenantRepository(Account, 'parentId')],
  exports: [AccountsService],
})
export class AccountsModule {}
