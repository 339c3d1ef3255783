import type { ComponentType } from 'react';

/**
 * What a resource folder declares about itself in its meta.ts: the API's CASL subject behind
 * it (abilities decide screens and menu from it) and its menu entry, if any.
 */
export interface MenuPlace {
  label: string;
  section: string;
  order: number;
}

export interface ResourceMeta {
  subject: string;
  icon?: ComponentType;
  /**
   * Label key, section key and place in the section; section '' puts the entry in the main
   * navigation, under Home. A list places the resource in several spots.
   */
  menu?: MenuPlace | readonly MenuPlace[];
}

export interface RegisteredResource extends ResourceMeta {
  name: string;
}

// Every resources/<name>/meta.ts, so a new module needs no entry in a central list here; the
// folder's name is the resource's name (the API path), as in <Resource name="…">. Only the
// meta files: the screens import the ability helpers, which read this.
const metas = import.meta.glob<ResourceMeta>('./*/meta.ts', { eager: true, import: 'default' });

export const registeredResources = (): RegisteredResource[] =>
  Object.entries(metas).map(([path, meta]) => ({ name: path.split('/')[1] ?? '', ...meta }));
