import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The files directly inside `dir` (name → text); empty when the folder does not exist. */
export function readPages(dir: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile()) pages.set(entry.name, readFileSync(join(dir, entry.name), 'utf8'));
  }
  return pages;
}

/**
 * Makes `dir` hold exactly `pages`: writes the pages whose text changed and deletes files no page
 * names (a removed element leaves no page behind). Returns the names written and deleted.
 */
export function writePages(dir: string, pages: ReadonlyMap<string, string>): { written: string[]; deleted: string[] } {
  mkdirSync(dir, { recursive: true });
  const current = readPages(dir);
  const written: string[] = [];
  const deleted: string[] = [];
  for (const [name, text] of pages) {
    if (current.get(name) === text) continue;
    writeFileSync(join(dir, name), text);
    written.push(name);
  }
  for (const name of current.keys()) {
    if (pages.has(name)) continue;
    rmSync(join(dir, name));
    deleted.push(name);
  }
  return { written, deleted };
}
