// @vitest-environment node
/**
 * dist/static/hr-shell-<version>/ (.config/scripts/static-folder.ts, run by `npm run build`): the
 * script-tag builds for a page's own static folder, and integrity.json, whose hashes must be the
 * files' own (recomputed here without the build's helper) or every page printing them breaks.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTEGRITY_FILE, staticFolderPath } from '../../.config/scripts/static-folder.logic';

const dist = resolve(process.env.HR_SHELL_DIST ?? 'dist');
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const folder = staticFolderPath(dist, version);
const integrity = JSON.parse(readFileSync(join(folder, INTEGRITY_FILE), 'utf8')) as Record<string, string>;
const libraries = readdirSync(join(dist, 'script-tag'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => `script-tag/${file}`);

describe('the versioned static folder', () => {
  it(`is named after the package version (hr-shell-${version}) and holds only the one version`, () => {
    expect(readdirSync(join(dist, 'static'))).toEqual([`hr-shell-${version}`]);
  });

  it('hashes both script-tag builds, every script-tag/ library they import and the stylesheet', () => {
    expect(Object.keys(integrity).sort()).toEqual(
      ['hr-shell.global.js', 'hr-shell.full.global.js', 'hr-shell.css', ...libraries].sort(),
    );
  });

  it('holds each file byte for byte as dist/ has it, with its SHA-384 as integrity.json says', () => {
    for (const [file, value] of Object.entries(integrity)) {
      const copy = readFileSync(join(folder, file));
      expect(copy.equals(readFileSync(join(dist, file))), file).toBe(true);
      expect(value, file).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
      expect(value, file).toBe(`sha384-${createHash('sha384').update(copy).digest('base64')}`);
    }
  });

  it("keeps the licence notices beside the files that link them, and no source maps (the builds don't name them)", () => {
    const all = readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => file.replaceAll('\\', '/'));
    for (const file of Object.keys(integrity)) {
      const notice = `${file}.LEGAL.txt`;
      let hasNotice = false;
      try {
        readFileSync(join(dist, notice));
        hasNotice = true;
      } catch {
        // This file has no licence comments.
      }
      expect(all.includes(notice), notice).toBe(hasNotice);
    }
    expect(all.filter((file) => file.endsWith('.map'))).toEqual([]);
  });
});
