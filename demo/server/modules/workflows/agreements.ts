import type Database from 'better-sqlite3';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../core/env';
import { idField, jsonError } from '../../core/http';
import type { ServerOptions } from '../../core/options';
import { mayPrompt } from '../../../../src/components/agreement-prompt/agreement-prompt.logic';
import { parseAgreement } from '../../../../src/components/agreements/agreements.logic';
import { mayAskBenchmarking, promptOf } from '../../../../src/components/benchmarking-prompt/benchmarking-prompt.logic';
import { AGREEMENT_STATUSES, type AgreementStatus } from '../../../../src/components/agreements/agreements.logic';
import { currentUser, parseOptionalForm, refuseModalSave, refuseNonAdmin } from '../shell/guards';

declare module 'hono' {
  interface ContextVariableMap {
    /** Whether the page prints `<hr-benchmarking-prompt>` (set by the workflows module for a signed-in GET). */
    benchmarkingPrompt?: () => boolean;
    /** Whether the page prints `<hr-agreement-prompt>` (set by the workflows module for a signed-in GET). */
    agreementPrompt?: () => boolean;
  }
}

/** Data processing agreement statuses: the element's list (SPEC §3). */
export { AGREEMENT_STATUSES, type AgreementStatus };

/** What the demo stores per user for the benchmarking prompt; GET answers only the prompt-* ones. */
export const BENCHMARKING_STATES = [
  'prompt-opt-in',
  'prompt-opt-out',
  'opted-in',
  'opted-out',
  'dismissed',
  'none',
] as const;
export type BenchmarkingState = (typeof BENCHMARKING_STATES)[number];

export const CLEAR_DEMO_DATA_FAILED = 'The demo data could not be cleared.';
export const BENCHMARKING_FORBIDDEN = 'Benchmarking prompts are only for company administrators.';

const DAY = 86_400_000;

export function seedAgreements(db: Database.Database, today: Date): void {
  const agreement = db.prepare(
    'INSERT INTO data_processing_agreements (id, version, title, status, status_updated_at) VALUES (?, ?, ?, ?, ?)',
  );
  agreement.run(
    1,
    '2024-05',
    'Data Processing Agreement (May 2024)',
    'signed',
    new Date(today.getTime() - 500 * DAY).toISOString(),
  );
  // The latest starts signed, so no page prints <hr-agreement-prompt> (the owner's /home/ is where
  // the shell page budget is measured); the demo control panel sets its status and how long ago.
  agreement.run(
    2,
    '2026-10',
    'Data Processing Agreement (October 2026)',
    'signed',
    new Date(today.getTime() - 3 * DAY).toISOString(),
  );
  db.prepare('INSERT INTO workflows_state (id, has_employees, clear_fails) VALUES (1, 1, 0)').run();
  // Nobody starts with a prompt: the owner's /home/ is where the shell page budget is measured, and
  // a page whose status asks for no prompt does not print the tag. The demo control panel puts the
  // signed-in user in prompt-opt-in or prompt-opt-out (POST /demo/workflows/settings).
  db.prepare(`INSERT INTO benchmarking_prompts (user_id, status, updated_at) SELECT id, 'none', ? FROM users`).run(
    today.toISOString(),
  );
}

const setSessionMessageForm = z.object({
  setSessionMessage: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});

interface AgreementRow {
  id: number;
  status: AgreementStatus;
  status_updated_at: string;
}

const toAgreement = (row: AgreementRow) => ({
  id: row.id,
  status: row.status,
  statusUpdatedDate: row.status_updated_at,
});

/**
 * Data-processing agreements (fetch latest, accept, decline, complete later), the demo-data
 * acceptance state and clearing, and benchmarking prompts.
 */
export function agreementRoutes(app: Hono<AppEnv>, db: Database.Database, options: ServerOptions): void {
  const latest = db.prepare<[], AgreementRow>(
    'SELECT id, status, status_updated_at FROM data_processing_agreements ORDER BY id DESC LIMIT 1',
  );
  const byId = db.prepare<[number], AgreementRow>(
    'SELECT id, status, status_updated_at FROM data_processing_agreements WHERE id = ?',
  );
  const setStatus = db.prepare('UPDATE data_processing_agreements SET status = ?, status_updated_at = ? WHERE id = ?');
  const logEvent = db.prepare(
    'INSERT INTO agreement_events (agreement_id, user_id, action, set_session_message, at) VALUES (?, ?, ?, ?, ?)',
  );
  const state = db.prepare<[], { has_employees: number; clear_fails: number }>(
    'SELECT has_employees, clear_fails FROM workflows_state WHERE id = 1',
  );
  const clearDemo = db.prepare('UPDATE company SET is_demo = 0');
  const markCleared = db.prepare('UPDATE workflows_state SET cleared_at = ? WHERE id = 1');
  const benchmarking = db.prepare<[number], { status: BenchmarkingState }>(
    'SELECT status FROM benchmarking_prompts WHERE user_id = ?',
  );
  const setBenchmarking = db.prepare(`
    INSERT INTO benchmarking_prompts (user_id, status, updated_at) VALUES (?, ?, ?)
    ON CONFLICT(user_id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at`);

  const now = () => new Date(options.now()).toISOString();

  // A page prints <hr-agreement-prompt> only for an admin whose latest agreement may ask (as a PHP
  // page knows the status when it prints the page; the dismissal date of the updated modal is the
  // browser's, so the element decides that part): the layout asks this for a signed-in GET.
  app.use('*', async (c, next) => {
    const user = c.get('user');
    if (user && c.req.method === 'GET')
      c.set('agreementPrompt', () => {
        if (!user.isAdmin) return false;
        const row = latest.get();
        return mayPrompt(row ? parseAgreement(toAgreement(row)) : null, options.now());
      });
    await next();
  });

  app.get('/data_processing_agreements/latest', (c) => {
    const denied = refuseNonAdmin(c);
    if (denied) return denied;
    const row = latest.get();
    return row ? c.json(toAgreement(row)) : jsonError(c, 404, 'There is no data processing agreement.');
  });

  const transitions: ReadonlyArray<[string, AgreementStatus]> = [
    ['accept', 'signed'],
    ['decline', 'declined'],
    ['complete-later', 'complete_later'],
  ];
  for (const [action, status] of transitions) {
    app.post(`/data_processing_agreements/:id/${action}`, async (c) => {
      const denied = refuseModalSave(c, { adminOnly: true });
      if (denied) return denied;
      const id = idField.safeParse(c.req.param('id'));
      if (!id.success) return jsonError(c, 422, 'id: must be a positive integer');
      const form = await parseOptionalForm(c, setSessionMessageForm);
      if (!form.ok) return form.response;
      if (!byId.get(id.data)) return jsonError(c, 404, `No data processing agreement with id ${id.data}.`);
      const at = now();
      db.transaction(() => {
        setStatus.run(status, at, id.data);
        // setSessionMessage: the legacy server flashes a confirmation on the next page; the demo logs it.
        logEvent.run(id.data, currentUser(c).id, action, form.data.setSessionMessage ? 1 : 0, at);
      })();
      const row = byId.get(id.data);
      return row ? c.json(toAgreement(row)) : jsonError(c, 404, `No data processing agreement with id ${id.data}.`);
    });
  }

  // Demo-data acceptance state; Done is enabled when accepted or without employees.
  app.get('/clear-demo-data/acceptance', (c) => {
    const denied = refuseNonAdmin(c);
    if (denied) return denied;
    return c.json({
      isAccepted: latest.get()?.status === 'signed',
      hasEmployees: (state.get()?.has_employees ?? 1) === 1,
    });
  });

  // Clear-demo-data flow: clears the company's demo flag. Idempotent.
  app.post('/clear-demo-data', async (c) => {
    const denied = refuseModalSave(c, { adminOnly: true });
    if (denied) return denied;
    const form = await parseOptionalForm(c, z.object({}));
    if (!form.ok) return form.response;
    if (state.get()?.clear_fails === 1) return jsonError(c, 500, CLEAR_DEMO_DATA_FAILED);
    db.transaction(() => {
      clearDemo.run();
      markCleared.run(now());
    })();
    return c.json({ success: true, companyMasterIsDemo: false });
  });

  // Benchmarking: admins who are not support admins; anything but prompt-* is 'none'.
  const eligible = (c: Context<AppEnv>) => {
    const user = currentUser(c);
    return user.isAdmin && !user.supportAdmin && !user.assumedBy;
  };

  // A page prints <hr-benchmarking-prompt> only when it would show (as a PHP page knows the status
  // when it prints the page): the layout asks this for the GET request of a signed-in user.
  app.use('*', async (c, next) => {
    const user = c.get('user');
    if (user && c.req.method === 'GET')
      c.set(
        'benchmarkingPrompt',
        () =>
          eligible(c) &&
          mayAskBenchmarking({ user, features: user.features }) &&
          promptOf({ status: benchmarking.get(user.id)?.status }) !== null,
      );
    await next();
  });

  app.get('/data_benchmarking_agreements', (c) => {
    if (!eligible(c)) return jsonError(c, 403, BENCHMARKING_FORBIDDEN);
    const status = benchmarking.get(currentUser(c).id)?.status ?? 'none';
    return c.json({ status: status === 'prompt-opt-in' || status === 'prompt-opt-out' ? status : 'none' });
  });

  const answers: ReadonlyArray<[string, BenchmarkingState]> = [
    ['opt-in', 'opted-in'],
    ['opt-out', 'opted-out'],
    ['cancel', 'dismissed'],
  ];
  for (const [action, next] of answers) {
    // No body; whatever is sent is ignored.
    app.put(`/data_benchmarking_agreements/${action}`, (c) => {
      const denied = refuseAssumedOrIneligible(c);
      if (denied) return denied;
      setBenchmarking.run(currentUser(c).id, next, now());
      return c.body(null, 204);
    });
  }

  function refuseAssumedOrIneligible(c: Context<AppEnv>): Response | null {
    return refuseModalSave(c, { adminOnly: false }) ?? (eligible(c) ? null : jsonError(c, 403, BENCHMARKING_FORBIDDEN));
  }
}
