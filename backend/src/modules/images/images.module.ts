import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { Image } from './image.entity.js';
import { imagesFeature } from './images.feature.js';
import { ImagesRepository } from './images.repository.js';
import { ImagesService } from './images.service.js';

/** Images of rich text, stored in the database. */
@Module({
  imports: [TypeOrmModule.forFeature([...imagesFeature.entities])],
  providers: [ImagesService, ImagesRepository, provideTenantRepository(Image)],
  exports: [ImagesService],
})
export class ImagesModule {}
