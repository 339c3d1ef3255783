import { Module } from '@nestjs/common';
import { PeopleFieldsController } from './people-fields.controller.js';
import { PeopleFieldsModule } from './people-fields.module.js';

/** The HTTP edge of People Structure. */
@Module({ imports: [PeopleFieldsModule], controllers: [PeopleFieldsController] })
export class PeopleFieldsApiModule {}
