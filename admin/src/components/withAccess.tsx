import type { ComponentType } from 'react';
import { AccessDenied, Title } from 'react-admin';
import { useCan } from './useCan';

/**
 * A resource screen that renders only with the ability it needs. react-admin checks access
 * while its list or form already fetches, so a forbidden address would still ask the API (and
 * get a 403); this answers from the stored rules before anything is requested.
 */
export const withAccess = (action: string, resource: string, Screen: ComponentType): ComponentType => {
  const Guarded = () =>
    useCan(action, resource) ? (
      <Screen />
    ) : (
      <>
        <Title title="ra.page.access_denied" />
        <AccessDenied />
      </>
    );
  Guarded.displayName = `WithAccess(${action} ${resource})`;
  return Guarded;
};
