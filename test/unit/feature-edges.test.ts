import 'reflect-metadata';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FEATURES } from '../../backend/src/modules/features.js';
import { HealthModule } from '../../backend/src/modules/health/health.module.js';

const modulesDir = resolve(__dirname, '../../backend/src/modules');
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type ModuleClass = Function;

/** A Nest module's imports, as its @Module metadata lists them (dynamic modules by their class). */
function importsOf(module: ModuleClass): ModuleClass[] {
  const imports = (Reflect.getMetadata('imports', module) ?? []) as unknown[];
  return imports
    .map((entry) => (typeof entry === 'function' ? entry : (entry as { module?: ModuleClass })?.module))
    .filter((entry): entry is ModuleClass => typeof entry === 'function');
}

/**
 * The API imports each module's HTTP edge through its feature (`api`), so a module whose
 * controllers no feature reaches would serve nothing, and no route test would notice: its
 * routes would simply be missing from the document the generated suites read.
 */
describe('every controller reaches the API through a feature', () => {
  it('finds each module that declares controllers in the import graph of the features’ edges', async () => {
    const edges = await Promise.all(FEATURES.flatMap((feature) => (feature.api ? [feature.api()] : [])));
    expect(edges.length).toBe(FEATURES.length);
    const reached = new Set<ModuleClass>();
    const visit = (module: ModuleClass) => {
      if (reached.has(module)) return;
      reached.add(module);
      importsOf(module).forEach(visit);
    };
    [HealthModule, ...edges].forEach(visit);

    const withControllers: string[] = [];
    for (const folder of readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      for (const file of readdirSync(join(modulesDir, folder.name)).filter((name) => name.endsWith('.module.ts'))) {
        const exported = (await import(join(modulesDir, folder.name, file))) as Record<string, unknown>;
        for (const [name, value] of Object.entries(exported)) {
          if (typeof value !== 'function') continue;
          const controllers = (Reflect.getMetadata('controllers', value) ?? []) as unknown[];
          if (controllers.length && !reached.has(value)) withControllers.push(`${folder.name}/${file}: ${name}`);
        }
      }
    }
    expect(withControllers).toEqual([]);
  });
});
