import type { Server } from 'node:http';
import type Database from 'better-sqlite3';
import type { Faker } from '@faker-js/faker';
import type { Hono } from 'hono';
import type { AppEnv } from './env';
import type { ServerOptions } from './options';

/** Fixed-seed faker instances: the same demo company on every machine. */
export interface SeedContext {
  /** en-US faker (the company's main locale). */
  faker: Faker;
  /** One faker per extra locale, for accented and non-English names. */
  locales: readonly Faker[];
  /** A reference "today" so seeded dates do not drift between runs. */
  today: Date;
}

export interface ServerContext {
  db: Database.Database;
  options: ServerOptions;
  /** Services modules publish for each other (the realtime hub, the scan queue…), by name. */
  services: Map<string, unknown>;
}

/**
 * A slice of the demo back end: its tables, its seed data and its routes. Modules are applied in
 * the order of demo/server/modules/index.ts, so a module may seed rows that refer to an earlier one.
 */
export interface DemoModule {
  name: string;
  /** SQL run on every start (CREATE TABLE IF NOT EXISTS …). */
  schema?: string;
  /** Runs once, on a fresh database, inside one transaction with every other module's seed. */
  seed?(db: Database.Database, seed: SeedContext): void;
  routes?(app: Hono<AppEnv>, context: ServerContext): void;
  /** Gets the Node HTTP server once it listens (WebSocket upgrades); returns a cleanup. */
  attach?(server: Server, context: ServerContext): (() => void) | void;
}
