import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { Tag } from './tag.entity.js';
import { tagsFeature } from './tags.feature.js';
import { TagsService } from './tags.service.js';

/** Tags for the API and the worker. */
@Module({
  imports: [TypeOrmModule.forFeature([...tagsFeature.entities])],
  providers: [TagsService, provideTenantRepository(Tag)],
  exports: [TagsService],
})
export class TagsModule {}
