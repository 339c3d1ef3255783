import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionStateModule } from '../../common/auth/session-state.module.js';
import { AccountSettingsController } from './account-settings.controller.js';
import { AccountsService } from './accounts.service.js';
import { accountsFeature } from './accounts.feature.js';

@Module({
  imports: [TypeOrmModule.forFeature([...accountsFeature.entities]), SessionStateModule],
  controllers: [AccountSettingsController],
  providers: [AccountsService],
  exports: [AccountsService],
})
export class AccountsModule {}
