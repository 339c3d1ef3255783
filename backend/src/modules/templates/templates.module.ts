import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { PeopleFieldsModule } from '../people-fields/people-fields.module.js';
import { Template } from './template.entity.js';
import { TemplateVariables } from './template-variables.js';
import { templatesFeature } from './templates.feature.js';
import { TemplatesService } from './templates.service.js';

/** Templates for the API and the worker (no controllers: see templates-api.module.ts). */
@Module({
  imports: [TypeOrmModule.forFeature([...templatesFeature.entities]), PeopleFieldsModule],
  providers: [TemplatesService, TemplateVariables, provideTenantRepository(Template)],
  exports: [TemplatesService, TemplateVariables],
})
export class TemplatesModule {}
