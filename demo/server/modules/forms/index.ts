import type { Context } from 'hono';
import type { AppEnv } from '../../core/env';
import { jsonError } from '../../core/http';
import { MAX_FORM_BYTES } from '../../core/sessions';
import type { DemoModule } from '../../core/module';
import { escapeHtml, page } from '../auth/html';

/** Fields kept per submission; a legacy form has a few dozen. */
export const MAX_FIELDS = 500;
export const MAX_VALUE_LENGTH = 10_000;

/** One field as the server received it; repeated names (eeids[]) stay in order. */
export type ReceivedField = [name: string, value: string];

/** Every name/value pair of a urlencoded or multipart body (files listed by name), or null. */
async function readAllFields(c: Context<AppEnv>): Promise<ReceivedField[] | null> {
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(c.req.header('Content-Type') ?? ''))
    return null;
  if (Number(c.req.header('Content-Length') ?? 0) > MAX_FORM_BYTES) return null;
  try {
    // FormData, as the CSRF check already read it (Hono caches the body per kind).
    const form = await c.req.formData();
    return [...form].map(([name, value]): ReceivedField => [
      name,
      typeof value === 'string' ? value : `(file ${value.name})`,
    ]);
  } catch {
    return null;
  }
}

/** A cross-site page must not be able to post as the signed-in user. */
function sameOrigin(c: Context<AppEnv>): boolean {
  const origin = c.req.header('Origin');
  return origin === undefined || origin === new URL(c.req.url).origin;
}

/**
 * The end of the forms demo page: `POST /forms/submit.php` takes the whole legacy form (as a PHP
 * handler would) and answers with a page listing what arrived; `GET /forms/submissions/latest.json`
 * gives the signed-in user's last submission, so the e2e suite checks what the server received.
 */
export const formsModule: DemoModule = {
  name: 'forms',
  schema: `
    CREATE TABLE IF NOT EXISTS form_submissions (
      id INTEGER PRIMARY KEY,
      user_id INTEGER NOT NULL,
      fields TEXT NOT NULL,
      received_at TEXT NOT NULL
    );
  `,
  routes(app, { db }) {
    const insert = db.prepare('INSERT INTO form_submissions (user_id, fields, received_at) VALUES (?, ?, ?)');
    const latest = db.prepare<[number], { fields: string; received_at: string }>(
      'SELECT fields, received_at FROM form_submissions WHERE user_id = ? ORDER BY id DESC LIMIT 1',
    );

    app.post('/forms/submit.php', async (c) => {
      if (!sameOrigin(c)) return jsonError(c, 403, 'Cross-site form posts are refused.');
      const all = await readAllFields(c);
      if (!all) return jsonError(c, 400, 'Expected a form body (urlencoded or multipart, up to 256 KB).');
      // The token proved the post came from our page; it is not part of what the form says.
      const fields = all.filter(([name]) => name !== 'CSRFToken');
      if (fields.length > MAX_FIELDS) return jsonError(c, 413, `A form may carry up to ${MAX_FIELDS} fields.`);
      if (fields.some(([, value]) => value.length > MAX_VALUE_LENGTH)) {
        return jsonError(c, 413, `A field may hold up to ${MAX_VALUE_LENGTH} characters.`);
      }
      const userId = c.get('user')?.id ?? 0;
      insert.run(userId, JSON.stringify(fields), new Date().toISOString());
      const rows = fields
        .map(
          ([name, value]) =>
            `<tr><th scope="row"><code>${escapeHtml(name)}</code></th><td>${escapeHtml(value)}</td></tr>`,
        )
        .join('\n');
      const body =
        `<h1>The server received ${fields.length} field${fields.length === 1 ? '' : 's'}</h1>\n` +
        `<table id="received"><thead><tr><th scope="col">Name</th><th scope="col">Value</th></tr></thead>\n<tbody>\n${rows}\n</tbody></table>\n` +
        `<p><a href="/forms.html">Back to the forms page</a></p>`;
      return c.html(page('Form received', body), 200);
    });

    app.get('/forms/submissions/latest.json', (c) => {
      const row = latest.get(c.get('user')?.id ?? 0);
      if (!row) return jsonError(c, 404, 'Nothing has been submitted yet.');
      return c.json({ fields: JSON.parse(row.fields) as ReceivedField[], receivedAt: row.received_at });
    });
  },
};
