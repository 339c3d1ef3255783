import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { PeopleModule } from '../people/people.module.js';
import { Group } from './group.entity.js';
import { GroupsController } from './groups.controller.js';
import { groupsFeature } from './groups.feature.js';
import { GroupsService } from './groups.service.js';

/** Groups and their HTTP edge; who is in them (the member counts) is the people module's. */
@Module({
  imports: [TypeOrmModule.forFeature([...groupsFeature.entities]), PeopleModule],
  controllers: [GroupsController],
  providers: [GroupsService, provideTenantRepository(Group)],
})
export class GroupsModule {}
