import { z } from 'zod';
import { jsonError } from '../../core/http';
import type { DemoModule } from '../../core/module';
import { currentUser, parseDemoJson } from '../shell/guards';
import { accountRoutes } from './account';
import {
  AGREEMENT_STATUSES,
  agreementRoutes,
  BENCHMARKING_STATES,
  seedAgreements,
  type AgreementStatus,
  type BenchmarkingState,
} from './agreements';
import { seedTimeTracking, timeTrackingRoutes } from './time-tracking';

const DAY = 86_400_000;

/**
 * Employee tools and prompts (docs/api/workflows.yaml): time tracking per employee, the demo-data and
 * data-processing-agreement flow, benchmarking, cookie and terms acceptance, the support form.
 * Contract: docs/api/workflows.yaml.
 */
export const workflowsModule: DemoModule = {
  name: 'workflows',
  schema: `
    CREATE TABLE IF NOT EXISTS time_tracking_groups (id INTEGER PRIMARY KEY, name TEXT NOT NULL, active INTEGER NOT NULL DEFAULT 1);
    CREATE TABLE IF NOT EXISTS time_tracking_employees (
      employee_id INTEGER PRIMARY KEY REFERENCES employees(id),
      enabled INTEGER NOT NULL,
      group_id INTEGER REFERENCES time_tracking_groups(id),
      has_pay_schedule INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS data_processing_agreements (
      id INTEGER PRIMARY KEY,
      version TEXT NOT NULL,
      title TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('complete_later', 'declined', 'needs_prompt', 'needs_to_sign', 'signed', 'update_pending')),
      status_updated_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS agreement_events (
      id INTEGER PRIMARY KEY,
      agreement_id INTEGER NOT NULL REFERENCES data_processing_agreements(id),
      user_id INTEGER NOT NULL REFERENCES users(id),
      action TEXT NOT NULL,
      set_session_message INTEGER NOT NULL,
      at TEXT NOT NULL
    );
    -- One row: whether the company has (non-demo) employees, and a demo switch that makes clearing fail.
    CREATE TABLE IF NOT EXISTS workflows_state (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      has_employees INTEGER NOT NULL,
      clear_fails INTEGER NOT NULL,
      cleared_at TEXT
    );
    CREATE TABLE IF NOT EXISTS benchmarking_prompts (
      user_id INTEGER PRIMARY KEY REFERENCES users(id),
      status TEXT NOT NULL CHECK (status IN ('prompt-opt-in', 'prompt-opt-out', 'opted-in', 'opted-out', 'dismissed', 'none')),
      updated_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS terms_responses (
      user_id INTEGER PRIMARY KEY REFERENCES users(id),
      action TEXT NOT NULL CHECK (action IN ('accept', 'dismiss')),
      at TEXT NOT NULL
    );
    -- Users with updated terms to respond to (<hr-terms-prompt>); nobody is seeded, the panel sets it.
    CREATE TABLE IF NOT EXISTS terms_pending (
      user_id INTEGER PRIMARY KEY REFERENCES users(id)
    );
    CREATE TABLE IF NOT EXISTS support_requests (
      id INTEGER PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id),
      topic TEXT NOT NULL,
      subject TEXT NOT NULL,
      message TEXT NOT NULL,
      url TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
  `,
  seed(db, { today }) {
    seedTimeTracking(db);
    seedAgreements(db, today);
  },
  routes(app, { db, options }) {
    timeTrackingRoutes(app, db, options);
    agreementRoutes(app, db, options);
    accountRoutes(app, db, options);

    if (!options.demoAdmin) return;

    // ---- Demo controls (not part of the contract). The agreement, demo-data and time-tracking
    // switches are company-wide, as in the product; the benchmarking prompt is the caller's own. ----
    const latest = db.prepare<[], { id: number; status: AgreementStatus; status_updated_at: string }>(
      'SELECT id, status, status_updated_at FROM data_processing_agreements ORDER BY id DESC LIMIT 1',
    );
    const setAgreement = db.prepare(
      'UPDATE data_processing_agreements SET status = ?, status_updated_at = ? WHERE id = ?',
    );
    const state = db.prepare<[], { has_employees: number; clear_fails: number }>(
      'SELECT has_employees, clear_fails FROM workflows_state WHERE id = 1',
    );
    const setHasEmployees = db.prepare('UPDATE workflows_state SET has_employees = ? WHERE id = 1');
    const setClearFails = db.prepare('UPDATE workflows_state SET clear_fails = ? WHERE id = 1');
    const company = db.prepare<[], { is_demo: number }>('SELECT is_demo FROM company ORDER BY id LIMIT 1');
    const setCompanyDemo = db.prepare('UPDATE company SET is_demo = ?');
    const benchmarking = db.prepare<[number], { status: BenchmarkingState }>(
      'SELECT status FROM benchmarking_prompts WHERE user_id = ?',
    );
    const setBenchmarking = db.prepare(`
      INSERT INTO benchmarking_prompts (user_id, status, updated_at) VALUES (?, ?, ?)
      ON CONFLICT(user_id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at`);
    const termsPending = db.prepare<[number], { user_id: number }>(
      'SELECT user_id FROM terms_pending WHERE user_id = ?',
    );
    const setTermsPending = db.prepare('INSERT OR IGNORE INTO terms_pending (user_id) VALUES (?)');
    const clearTermsPending = db.prepare('DELETE FROM terms_pending WHERE user_id = ?');
    const activeGroups = db.prepare<[], { count: number }>(
      'SELECT COUNT(*) AS count FROM time_tracking_groups WHERE active = 1',
    );
    const setGroupsActive = db.prepare('UPDATE time_tracking_groups SET active = CASE WHEN id = 1 THEN 1 ELSE ? END');

    const snapshot = (userId: number) => {
      const agreement = latest.get();
      const flags = state.get();
      return {
        agreement: agreement
          ? { id: agreement.id, status: agreement.status, statusUpdatedDate: agreement.status_updated_at }
          : null,
        benchmarkingStatus: benchmarking.get(userId)?.status ?? 'none',
        termsPending: termsPending.get(userId) !== undefined,
        hasEmployees: flags?.has_employees === 1,
        clearDemoDataFails: flags?.clear_fails === 1,
        companyIsDemo: company.get()?.is_demo === 1,
        timeTrackingConfigurations: activeGroups.get()?.count ?? 0,
      };
    };

    app.get('/demo/workflows/settings', (c) => {
      const user = c.get('user');
      if (!user) return jsonError(c, 401, 'Sign in first (POST /demo/sign-in).');
      return c.json(snapshot(user.id));
    });

    app.post('/demo/workflows/settings', async (c) => {
      const parsed = await parseDemoJson(
        c,
        z.strictObject({
          agreementStatus: z.enum(AGREEMENT_STATUSES).optional(),
          /** How long ago the status changed (complete_later and update_pending reminders wait a week). */
          agreementUpdatedDaysAgo: z.int().min(0).max(3650).optional(),
          benchmarkingStatus: z.enum(BENCHMARKING_STATES).optional(),
          /** The caller has updated terms to respond to: pages print <hr-terms-prompt>. */
          termsPending: z.boolean().optional(),
          hasEmployees: z.boolean().optional(),
          clearDemoDataFails: z.boolean().optional(),
          companyIsDemo: z.boolean().optional(),
          timeTrackingConfigurations: z.union([z.literal(1), z.literal(2)]).optional(),
        }),
      );
      if (!parsed.ok) return parsed.response;
      const body = parsed.data;
      const user = currentUser(c);
      db.transaction(() => {
        const agreement = latest.get();
        if (agreement && (body.agreementStatus !== undefined || body.agreementUpdatedDaysAgo !== undefined)) {
          const at = new Date(options.now() - (body.agreementUpdatedDaysAgo ?? 0) * DAY).toISOString();
          setAgreement.run(body.agreementStatus ?? agreement.status, at, agreement.id);
        }
        if (body.benchmarkingStatus)
          setBenchmarking.run(user.id, body.benchmarkingStatus, new Date(options.now()).toISOString());
        if (body.termsPending !== undefined) (body.termsPending ? setTermsPending : clearTermsPending).run(user.id);
        if (body.hasEmployees !== undefined) setHasEmployees.run(body.hasEmployees ? 1 : 0);
        if (body.clearDemoDataFails !== undefined) setClearFails.run(body.clearDemoDataFails ? 1 : 0);
        if (body.companyIsDemo !== undefined) setCompanyDemo.run(body.companyIsDemo ? 1 : 0);
        if (body.timeTrackingConfigurations !== undefined)
          setGroupsActive.run(body.timeTrackingConfigurations === 2 ? 1 : 0);
      })();
      return c.json(snapshot(user.id));
    });
  },
};
