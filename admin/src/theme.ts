import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Light skin only, as the specification's layout defaults say. */
export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  sidebar: { width: 240, closedWidth: 55 },
};
