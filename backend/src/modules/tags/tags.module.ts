import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { PeopleModule } from '../people/people.module.js';
import { Tag } from './tag.entity.js';
import { TagsController } from './tags.controller.js';
import { tagsFeature } from './tags.feature.js';
import { TagsService } from './tags.service.js';

/** Tags and their HTTP edge; who carries them (the member counts) is the people module's. */
@Module({
  imports: [TypeOrmModule.forFeature([...tagsFeature.entities]), PeopleModule],
  controllers: [TagsController],
  providers: [TagsService, provideTenantRepository(Tag)],
})
export class TagsModule {}
