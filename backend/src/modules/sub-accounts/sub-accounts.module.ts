import { Module } from '@nestjs/common';
import { SessionStateModule } from '../../common/auth/session-state.module.js';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { Account } from '../accounts/account.entity.js';
import { AccountsModule } from '../accounts/accounts.module.js';
import { UsersModule } from '../users/users.module.js';
import { SubAccountsController } from './sub-accounts.controller.js';
import { SubAccountsService } from './sub-accounts.service.js';

/** Sub-accounts and their users, over the accounts and users modules. */
@Module({
  imports: [AccountsModule, UsersModule, SessionStateModule],
  controllers: [SubAccountsController],
  // Sub-accounts are accounts owned by their parent: the same tenant layer, owner column parent_id.
  providers: [SubAccountsService, provideTenantRepository(Account, 'parentId')],
})
export class SubAccountsModule {}
