import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { PeopleField } from './people-field.entity.js';
import { peopleFieldsFeature } from './people-fields.feature.js';
import { PeopleFieldsRepository } from './people-fields.repository.js';
import { PeopleFieldsService } from './people-fields.service.js';

/** People Structure for the API and the worker (imports check rows against it). */
@Module({
  imports: [TypeOrmModule.forFeature([...peopleFieldsFeature.entities])],
  providers: [PeopleFieldsService, PeopleFieldsRepository, provideTenantRepository(PeopleField)],
  exports: [PeopleFieldsService],
})
export class PeopleFieldsModule {}
