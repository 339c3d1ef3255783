import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { LandingPage } from './landing-page.entity.js';
import { landingPagesFeature } from './landing-pages.feature.js';
import { LandingPagesRepository } from './landing-pages.repository.js';
import { LandingPagesService } from './landing-pages.service.js';

/** Landing pages for the API and the worker (no controllers: see landing-pages-api.module.ts). */
@Module({
  imports: [TypeOrmModule.forFeature([...landingPagesFeature.entities])],
  providers: [LandingPagesService, LandingPagesRepository, provideTenantRepository(LandingPage)],
  exports: [LandingPagesService],
})
export class LandingPagesModule {}
