import { lazy } from 'react';
import { withAccess } from '@/components/withAccess';
import meta from './meta';

// Screens load on first visit, keeping them out of the main chunk.
export default {
  list: withAccess(
    'list',
    'templates',
    lazy(() => import('./TemplateList')),
  ),
  create: withAccess(
    'create',
    'templates',
    lazy(() => import('./TemplateCreate')),
  ),
  edit: withAccess(
    'edit',
    'templates',
    lazy(() => import('./TemplateEdit')),
  ),
  icon: meta.icon,
  recordRepresentation: 'name',
};
