import { lazy } from 'react';
import { withAccess } from '@/components/withAccess';
import meta from './meta';

// Screens load on first visit, keeping them out of the main chunk.
export default {
  list: withAccess(
    'list',
    'campaigns',
    lazy(() => import('./CampaignList')),
  ),
  show: withAccess(
    'show',
    'campaigns',
    lazy(() => import('./CampaignShow')),
  ),
  create: withAccess(
    'create',
    'campaigns',
    lazy(() => import('./CampaignCreate')),
  ),
  edit: withAccess(
    'edit',
    'campaigns',
    lazy(() => import('./CampaignEdit')),
  ),
  icon: meta.icon,
  recordRepresentation: 'name',
};
