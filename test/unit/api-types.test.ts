import { readFileSync, writeFileSync } from 'node:fs';
import { API_TYPES_FILE, apiTypesOf, previewOpenApiDocument } from '../utils/openapi.js';

// The admin's API types are generated from the OpenAPI document and committed. This test fails
// when they are stale; `npm run api:types` rewrites them (it runs this file with API_TYPES_WRITE=1).
describe('admin API types (admin/src/api/schema.d.ts)', () => {
  it('are what openapi-typescript generates from the current OpenAPI document', async () => {
    const generated = apiTypesOf(await previewOpenApiDocument());
    if (process.env.API_TYPES_WRITE === '1') writeFileSync(API_TYPES_FILE, generated);
    expect(readFileSync(API_TYPES_FILE, 'utf8')).toBe(generated);
  }, 60_000);
});
