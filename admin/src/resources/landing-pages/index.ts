import { lazy } from 'react';
import { withAccess } from '@/components/withAccess';
import meta from './meta';

// Screens load on first visit, keeping them out of the main chunk.
export default {
  list: withAccess(
    'list',
    'landing-pages',
    lazy(() => import('./LandingPageList')),
  ),
  create: withAccess(
    'create',
    'landing-pages',
    lazy(() => import('./LandingPageCreate')),
  ),
  edit: withAccess(
    'edit',
    'landing-pages',
    lazy(() => import('./LandingPageEdit')),
  ),
  icon: meta.icon,
  recordRepresentation: 'landingpage_name',
};
