import type { ReactNode } from 'react';
import { Authenticated, Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

/** Everything inside the layout needs a signed-in user; public pages use noLayout routes. */
export const Layout = ({ children }: { children: ReactNode }) => (
  <Authenticated>
    <RaLayout appBar={AppBar} menu={Menu}>
      {children}
    </RaLayout>
  </Authenticated>
);
