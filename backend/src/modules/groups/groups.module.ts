import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { Group } from './group.entity.js';
import { groupsFeature } from './groups.feature.js';
import { GroupsService } from './groups.service.js';

/** Groups for the API and the worker. */
@Module({
  imports: [TypeOrmModule.forFeature([...groupsFeature.entities])],
  providers: [GroupsService, provideTenantRepository(Group)],
  exports: [GroupsService],
})
export class GroupsModule {}
