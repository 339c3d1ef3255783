import { defineFeature } from '../../common/feature/feature.js';
import { Image } from './image.entity.js';

/** Operators, who write landing pages and coupons, upload the images their text shows. */
export const imagesFeature = defineFeature({
  name: 'images',
  api: () => import('./images-api.module.js').then((m) => m.ImagesApiModule),
  entities: [Image],
  grants: { Image: { operator: ['create'] } },
});
