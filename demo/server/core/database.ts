import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { base, de, en, en_US, es, fr, Faker, pt_BR, sv, tr } from '@faker-js/faker';
import type { DemoModule, SeedContext } from './module';

/** Bump when seeds change incompatibly: an older database is rebuilt on start. */
export const SEED_VERSION = 7;
export const SEED = 20261122;
/** "Today" for seeded dates: data looks the same whatever day the demo runs. */
export const SEED_TODAY = new Date('2026-11-02T09:00:00Z');

export function createSeedContext(): SeedContext {
  const make = (...locales: Array<typeof en>) => {
    const faker = new Faker({ locale: [...locales, en, base] });
    faker.seed(SEED);
    return faker;
  };
  return {
    faker: make(en_US),
    locales: [make(fr), make(de), make(es), make(pt_BR), make(sv), make(tr)],
    today: SEED_TODAY,
  };
}

/**
 * Opens (or creates) the demo database, applies every module's schema and seeds it on first
 * start. All queries elsewhere go through prepared statements.
 */
export function openDatabase(
  file: string,
  modules: readonly DemoModule[],
  options: { reset?: boolean } = {},
): Database.Database {
  if (file !== ':memory:') {
    mkdirSync(dirname(file), { recursive: true });
    if (options.reset) for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  }
  let db = new Database(file);
  const version = (db.pragma('user_version', { simple: true }) as number) ?? 0;
  if (version !== 0 && version !== SEED_VERSION && file !== ':memory:') {
    db.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    db = new Database(file);
  }
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  for (const module of modules) if (module.schema) db.exec(module.schema);
  if ((db.pragma('user_version', { simple: true }) as number) !== SEED_VERSION) {
    const seed = createSeedContext();
    db.transaction(() => {
      for (const module of modules) module.seed?.(db, seed);
    })();
    db.pragma(`user_version = ${SEED_VERSION}`);
  }
  return db;
}
