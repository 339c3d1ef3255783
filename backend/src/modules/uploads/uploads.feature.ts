import { defineFeature } from '../../common/feature/feature.js';
import { Upload } from './upload.entity.js';

export const uploadsFeature = defineFeature({
  name: 'uploads',
  api: () => import('./uploads-api.module.js').then((m) => m.UploadsApiModule),
  entities: [Upload],
  grants: { Upload: { operator: ['read', 'create', 'delete'], viewer: ['read'] } },
});
