import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { BlacklistModule } from '../blacklist/blacklist.module.js';
import { PeopleFieldsModule } from '../people-fields/people-fields.module.js';
import { MembershipsService } from './memberships.service.js';
import { PeopleRepository } from './people.repository.js';
import { peopleFeature } from './people.feature.js';
import { PeopleService } from './people.service.js';
import { Person } from './person.entity.js';

/** People and their tags and groups, for the API and the worker (imports, sends to a tag); the tags and groups modules build on it. */
@Module({
  imports: [TypeOrmModule.forFeature([...peopleFeature.entities]), PeopleFieldsModule, BlacklistModule],
  providers: [PeopleService, MembershipsService, PeopleRepository, provideTenantRepository(Person)],
  exports: [PeopleService, MembershipsService],
})
export class PeopleModule {}
