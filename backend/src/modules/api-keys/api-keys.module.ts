import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { ApiKey } from './api-key.entity.js';
import { apiKeysFeature } from './api-keys.feature.js';
import { ApiKeysRepository } from './api-keys.repository.js';
import { ApiKeysService } from './api-keys.service.js';

/** API keys, for the admin's Config API and the public API's authentication. */
@Module({
  imports: [TypeOrmModule.forFeature([...apiKeysFeature.entities])],
  providers: [ApiKeysService, ApiKeysRepository, provideTenantRepository(ApiKey)],
  exports: [ApiKeysService],
})
export class ApiKeysModule {}
