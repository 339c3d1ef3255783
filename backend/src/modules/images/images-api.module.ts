import { Module } from '@nestjs/common';
import { ImagesController } from './images.controller.js';
import { ImagesModule } from './images.module.js';
import { PublicImagesController } from './public-images.controller.js';

/** The HTTP edge of images: the upload, and `/i/<id>` for everyone. */
@Module({ imports: [ImagesModule], controllers: [ImagesController, PublicImagesController] })
export class ImagesApiModule {}
