import { Module } from '@nestjs/common';
import { PeopleModule } from '../people/people.module.js';
import { TagsController } from './tags.controller.js';
import { TagsModule } from './tags.module.js';

/** The HTTP edge of tags (member counts come from the people module). */
@Module({ imports: [TagsModule, PeopleModule], controllers: [TagsController] })
export class TagsApiModule {}
