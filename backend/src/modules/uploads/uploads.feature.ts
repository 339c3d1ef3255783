import { defineFeature } from '../../common/feature/feature.js';
import { Upload } from './upload.entity.js';

export const uploadsFeature = defineFeature({
  name: 'uploads',
  entities: [Upload],
  grants: { Upload: { operator: ['read', 'create', 'delete'], viewer: ['read'] } },
});
