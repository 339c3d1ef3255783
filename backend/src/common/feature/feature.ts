import type { Type } from '@nestjs/common';
import type { Action, Role } from '../auth/roles.js';

/** A TypeORM entity class as a feature lists it. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type EntityClass = Function;

/**
 * What a module declares about itself, where it lives (`<module>.feature.ts`), so that no
 * central list needs editing: its entities (the data source, the migration CLI and the schema
 * test all read them from modules/features.ts) and its CASL subjects with each role's grants.
 * Staff and admins manage everything; list here what the other roles may do.
 *
 * Plain data only: this file and the entities it names must not import Nest modules (its
 * `api` loads one on demand), so that the worker and the command line can load every feature
 * without the HTTP edge.
 */
export interface Feature<S extends string = string> {
  name: string;
  /**
   * The module's HTTP edge (its controllers' Nest module), which the API imports. Loaded only
   * when called: the worker and the command line read the same feature and never load it.
   */
  api?: () => Promise<Type>;
  entities: readonly EntityClass[];
  grants: { readonly [K in S]: Partial<Record<Role, readonly Action[]>> };
  /**
   * Subjects that only back-office staff manage (channels, top-ups, sender approval). Account
   * admins get, for these, just what `grants` lists under `admin`, like any other role.
   */
  staffOnly?: readonly NoInfer<S>[];
}

export function defineFeature<const S extends string>(feature: Feature<S>): Feature<S> {
  return feature;
}

/** The CASL subjects of a list of features. */
export type SubjectsOf<F extends readonly Feature[]> = SubjectsOfOne<F[number]>;
type SubjectsOfOne<F> = F extends { grants: infer G } ? keyof G & string : never;
