import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { Template } from './template.entity.js';
import { TemplatesService } from './templates.service.js';

/** Templates for the API and the worker (no controllers). */
@Module({
  imports: [TypeOrmModule.forFeature([Template])],
  providers: [TemplatesService, provideTenantRepository(Template)],
  exports: [TemplatesService],
})
export class TemplatesModule {}
