import type { ComponentType } from 'react';

/** What a resource folder declares about itself in the `options` of its index.ts. */
export interface ResourceOptions {
  /** The API's CASL subject behind the resource: abilities decide screens and menu from it. */
  subject: string;
  /** Its menu entry, if any: label key, section key and place in the section. */
  menu?: { label: string; section: string; order: number };
}

interface ResourceModule {
  default: { icon?: ComponentType; options?: ResourceOptions };
}

export interface RegisteredResource extends ResourceOptions {
  name: string;
  icon?: ComponentType;
}

// Every resources/<name>/index.ts, so a new module needs no entry in a central list here; the
// folder's name is the resource's name (the API path), as in <Resource name="…">.
const modules = import.meta.glob<ResourceModule>('./*/index.ts', { eager: true });

let registered: RegisteredResource[] | null = null;

/** Read on first use: resource folders import the ability helpers that read this in turn. */
export const registeredResources = (): RegisteredResource[] =>
  (registered ??= Object.entries(modules).flatMap(([path, module]) => {
    const name = path.split('/')[1] ?? '';
    const { options, icon } = module.default;
    return options ? [{ name, icon, ...options }] : [];
  }));
