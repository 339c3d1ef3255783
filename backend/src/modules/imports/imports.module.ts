import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { PeopleFieldsModule } from '../people-fields/people-fields.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { ImportInvalidRow } from './import-invalid-row.entity.js';
import { Import } from './import.entity.js';
import { ImportRunner } from './import-runner.service.js';
import { importsFeature } from './imports.feature.js';
import { ImportsRepository } from './imports.repository.js';
import { ImportsService } from './imports.service.js';

/** Imports for the API (the steps) and the worker (the run). */
@Module({
  imports: [TypeOrmModule.forFeature([...importsFeature.entities]), UploadsModule, PeopleFieldsModule],
  providers: [
    ImportsService,
    ImportRunner,
    ImportsRepository,
    provideTenantRepository(Import),
    provideTenantRepository(ImportInvalidRow as unknown as new () => ImportInvalidRow & { id: string }),
  ],
  exports: [ImportsService, ImportRunner],
})
export class ImportsModule {}
