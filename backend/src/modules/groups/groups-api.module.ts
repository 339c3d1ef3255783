import { Module } from '@nestjs/common';
import { PeopleModule } from '../people/people.module.js';
import { GroupsController } from './groups.controller.js';
import { GroupsModule } from './groups.module.js';

/** The HTTP edge of groups (member counts come from the people module). */
@Module({ imports: [GroupsModule, PeopleModule], controllers: [GroupsController] })
export class GroupsApiModule {}
