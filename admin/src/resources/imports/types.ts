// Declared from the imports API contract (the backend module is written alongside); once
// `npm run api:types` knows it, these can become aliases of components['schemas'][…].

export type ImportTarget = 'people' | 'blacklist';
export type ImportStatus = 'uploaded' | 'mapped' | 'queued' | 'running' | 'completed' | 'failed';
export type ImportMode = 'update' | 'skip';

/** One import: its file, how its columns map to fields, and how far it went. */
export interface ImportRecord {
  id: string;
  accountId: string;
  target: ImportTarget;
  status: ImportStatus;
  /** The file's name. */
  name: string;
  /** Bytes. */
  size: number;
  fileType: 'csv' | 'xlsx';
  encoding: 'utf-8' | 'windows-874';
  header: string[];
  /** The first 5 data rows. */
  sample: string[][];
  /** Data rows in the file. */
  total: number;
  /** File column header → field key. */
  mapping: Record<string, string> | null;
  mode: ImportMode;
  processed: number;
  created: number;
  updated: number;
  skipped: number;
  invalid: number;
  /** Translated reason, when failed. */
  error: string | null;
  createdAt: string;
  updatedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/** A field a file column may fill; label is a translation key or a custom field's own label. */
export interface ImportField {
  key: string;
  label: string;
  required: boolean;
}

export interface ImportFieldsResponse {
  fields: ImportField[];
}

export interface ImportMappingRequest {
  mapping: Record<string, string>;
  mode: ImportMode;
}

/** One validated data row: its line in the file, its values by field and translated errors. */
export interface ImportPreviewRow {
  row: number;
  values: Record<string, string>;
  errors: Record<string, string>;
}

export type ImportPreviewResponse = ImportRecord & { preview: ImportPreviewRow[] };

export const IMPORT_TARGETS = ['people', 'blacklist'] as const satisfies readonly ImportTarget[];
export const IMPORT_STATUSES = [
  'uploaded',
  'mapped',
  'queued',
  'running',
  'completed',
  'failed',
] as const satisfies readonly ImportStatus[];

export const importTargetChoices = IMPORT_TARGETS.map((id) => ({ id, name: `resources.imports.targets.${id}` }));
export const importStatusChoices = IMPORT_STATUSES.map((id) => ({ id, name: `resources.imports.statuses.${id}` }));

/** Still moving: the page polls while an import is in one of these. */
export const isLive = (status?: ImportStatus | null) => status === 'queued' || status === 'running';
