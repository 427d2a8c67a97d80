import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { DemoModule } from '../../demo/server/core/module';
import { modules } from '../../demo/server/modules';

const MODULES_DIR = fileURLToPath(new URL('../../demo/server/modules/', import.meta.url));

const isDemoModule = (value: unknown): value is DemoModule =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DemoModule).name === 'string' &&
  ['schema', 'seed', 'routes', 'attach'].some((key) => key in value);

describe('the demo back end’s module list (demo/server/modules/index.ts)', () => {
  // The list stays written out: it is the seed order, and every seed draws from one fixed-seed
  // faker, so another order would seed another company. This check catches a module left out.
  it('holds the module of every folder under demo/server/modules, once each', async () => {
    const folders = readdirSync(MODULES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.length).toBeGreaterThan(10);
    for (const folder of folders) {
      const exported = Object.values((await import(`../../demo/server/modules/${folder}/index.ts`)) as object);
      const own = exported.filter(isDemoModule);
      expect(own, `demo/server/modules/${folder}/index.ts exports no DemoModule`).not.toHaveLength(0);
      for (const module of own) expect(modules, `${folder}: ${module.name} is not in the list`).toContain(module);
    }
    expect(new Set(modules.map((module) => module.name)).size).toBe(modules.length);
  });
});
