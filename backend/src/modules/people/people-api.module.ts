import { Module } from '@nestjs/common';
import { PeopleController } from './people.controller.js';
import { PeopleModule } from './people.module.js';

/** The HTTP edge of people. */
@Module({ imports: [PeopleModule], controllers: [PeopleController] })
export class PeopleApiModule {}
