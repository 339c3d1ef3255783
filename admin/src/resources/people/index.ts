import { lazy } from 'react';
import { withAccess } from '@/components/withAccess';
import meta from './meta';

// Screens load on first visit, keeping them out of the main chunk. A person opens in view
// mode (show); Edit switches to the form.
export default {
  list: withAccess(
    'list',
    'people',
    lazy(() => import('./PersonList')),
  ),
  create: withAccess(
    'create',
    'people',
    lazy(() => import('./PersonCreate')),
  ),
  edit: withAccess(
    'edit',
    'people',
    lazy(() => import('./PersonEdit')),
  ),
  show: withAccess(
    'show',
    'people',
    lazy(() => import('./PersonShow')),
  ),
  icon: meta.icon,
  recordRepresentation: 'mobile',
};
