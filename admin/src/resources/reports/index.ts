import { lazy } from 'react';
import { withAccess } from '@/components/withAccess';
import meta from './meta';

// Screens load on first visit, keeping them out of the main chunk. A report is made, run and
// downloaded, never edited: there is no edit screen.
export default {
  list: withAccess(
    'list',
    'reports',
    lazy(() => import('./ReportList')),
  ),
  create: withAccess(
    'create',
    'reports',
    lazy(() => import('./ReportCreate')),
  ),
  show: withAccess(
    'show',
    'reports',
    lazy(() => import('./ReportShow')),
  ),
  icon: meta.icon,
  recordRepresentation: 'name',
};
