import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { Consent } from './consent.entity.js';
import { ConsentsRepository } from './consents.repository.js';
import { consentsFeature } from './consents.feature.js';
import { ConsentsService } from './consents.service.js';

/** e-Consent for the API and the worker (no controllers: see consents-api.module.ts). */
@Module({
  imports: [TypeOrmModule.forFeature([...consentsFeature.entities])],
  providers: [ConsentsService, ConsentsRepository, provideTenantRepository(Consent)],
  exports: [ConsentsService],
})
export class ConsentsModule {}
