import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { Template } from './template.entity.js';
import { TemplateVariables } from './template-variables.js';
import { TemplatesController } from './templates.controller.js';
import { templatesFeature } from './templates.feature.js';
import { TemplatesService } from './templates.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([...templatesFeature.entities])],
  controllers: [TemplatesController],
  providers: [TemplatesService, TemplateVariables, provideTenantRepository(Template)],
  exports: [TemplatesService, TemplateVariables],
})
export class TemplatesModule {}
