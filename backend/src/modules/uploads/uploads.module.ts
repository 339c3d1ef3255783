import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { OrphanFilesService } from './orphan-files.js';
import { Upload } from './upload.entity.js';
import { UploadsRepository } from './uploads.repository.js';
import { UploadsService } from './uploads.service.js';

/** Uploaded files, for the API and the worker (no controllers). */
@Module({
  imports: [TypeOrmModule.forFeature([Upload])],
  providers: [UploadsService, OrphanFilesService, UploadsRepository, provideTenantRepository(Upload)],
  exports: [UploadsService, OrphanFilesService],
})
export class UploadsModule {}
