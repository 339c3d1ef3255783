import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Light skin only, as the specification's layout defaults say. */
export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  // Wide enough for the longest entry ("Account Management") without cutting it.
  sidebar: { width: 260, closedWidth: 55 },
};
