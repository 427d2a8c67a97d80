import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv, SessionUser } from '../../core/env';
import { idField, jsonError, parseForm, parseQuery } from '../../core/http';
import type { DemoModule } from '../../core/module';
import { photoUrl } from '../people';
import { currentUser, escapeHtml, parseDemoJson } from './guards';
import { SETUP_STEPS, SETUP_TYPES, seedShell, type SetupType } from './seed';
import { DEFAULT_SHELL_SETTINGS, readShellSettings, shellSettingsSchema, type ShellSettings } from './settings';

export { PERMISSION_TEST_MESSAGE } from './guards';

/** The answers a page prints into its config block so the shell fetches none of them at load. */
export interface ShellPageData {
  /** docs/api shellBanners (its `banners` member). */
  banners?: unknown;
  /** docs/api shellInboxCounts; left out when the user does not see the inbox or the call fails. */
  inbox?: unknown;
  /** docs/api shellAnswersButton; left out when the user does not see the answers button. */
  answersButton?: unknown;
}

declare module 'hono' {
  interface ContextVariableMap {
    /** The shell's printed data for the signed-in user of a GET request (set by the shell module). */
    shellPageData?: () => ShellPageData;
  }
}

/**
 * The banners, inbox counts and Answers button for a page's config block (the same answers the
 * routes give the same user), or nothing when signed out.
 */
export function pageShellData(c: Context<AppEnv>): ShellPageData {
  return c.get('shellPageData')?.() ?? {};
}

/** The sales line of the trial banner (owners get the call-out). */
export const SALES_NUMBER = '1-800-555-0142';
export const ANNOUNCEMENT_READ_FAILED = 'The announcement service is not available right now.';
export const INBOX_ERROR_MESSAGE = 'The inbox service is not available right now.';
export const REMOTE_LINK_FORBIDDEN =
  "You don't have permission to sign in to the global employment provider for this company.";
export const REMOTE_LINK_FAILED = 'The global employment provider did not answer.';
const GLOBAL_EMPLOYMENT_ORIGIN = 'https://global-employment.example';

const stepKey = z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'must be a step key');
const setupType = z.enum(SETUP_TYPES);
/** A same-site path of the provider: no scheme, no `//`, no dots or backslashes. */
const providerPath = z
  .string()
  .max(200)
  .regex(/^\/(?:[A-Za-z0-9_-]+\/?)*$/, 'must be a path such as /dashboard');

interface StepRow {
  key: string;
  title: string;
  href: string;
  done: number;
}

/**
 * The page shell's calls (docs/api/shell.yaml): inbox counts, announcements, the global-employment link, the
 * answers button, setup steps for the setup summary banner and the data of the other banners.
 * Contract: docs/api/shell.yaml.
 */
export const shellModule: DemoModule = {
  name: 'shell',
  schema: `
    CREATE TABLE IF NOT EXISTS inbox_subsections (
      key TEXT PRIMARY KEY,
      label TEXT NOT NULL,
      href TEXT NOT NULL,
      sort INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS inbox_items (
      id INTEGER PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id),
      subsection TEXT NOT NULL REFERENCES inbox_subsections(key),
      title TEXT NOT NULL,
      -- 'received': waits for this user; 'sent': a request this user sent (/inbox/sent_requests/)
      direction TEXT NOT NULL CHECK (direction IN ('received', 'sent')),
      created_at TEXT NOT NULL,
      completed INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX IF NOT EXISTS inbox_items_user ON inbox_items(user_id, completed);
    CREATE TABLE IF NOT EXISTS announcements (id INTEGER PRIMARY KEY, message TEXT NOT NULL, created_at TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS announcement_reads (
      user_id INTEGER NOT NULL REFERENCES users(id),
      announcement_id INTEGER NOT NULL REFERENCES announcements(id),
      read_at TEXT NOT NULL,
      PRIMARY KEY (user_id, announcement_id)
    );
    CREATE TABLE IF NOT EXISTS setup_steps (
      type TEXT NOT NULL,
      key TEXT NOT NULL,
      title TEXT NOT NULL,
      href TEXT NOT NULL,
      done INTEGER NOT NULL DEFAULT 0,
      sort INTEGER NOT NULL,
      PRIMARY KEY (type, key)
    );
    CREATE TABLE IF NOT EXISTS payroll_registrations (record_id INTEGER PRIMARY KEY, client_id INTEGER NOT NULL UNIQUE);
    -- Banner situations and failure switches per user (demo panel); JSON validated by shell/settings.ts.
    CREATE TABLE IF NOT EXISTS shell_demo_settings (user_id INTEGER PRIMARY KEY REFERENCES users(id), settings TEXT NOT NULL);
  `,
  seed: seedShell,
  routes(app, { db, options }) {
    const subsectionCounts = db.prepare<[number], { label: string; href: string; count: number }>(`
      SELECT s.label, s.href, COUNT(i.id) AS count
      FROM inbox_subsections s
      LEFT JOIN inbox_items i ON i.subsection = s.key AND i.user_id = ? AND i.direction = 'received' AND i.completed = 0
      GROUP BY s.key ORDER BY s.sort`);
    const directionCounts = db.prepare<[number], { direction: string; count: number }>(
      'SELECT direction, COUNT(*) AS count FROM inbox_items WHERE user_id = ? AND completed = 0 GROUP BY direction',
    );
    const settingsRow = db.prepare<[number], { settings: string }>(
      'SELECT settings FROM shell_demo_settings WHERE user_id = ?',
    );
    const saveSettings = db.prepare(
      'INSERT INTO shell_demo_settings (user_id, settings) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET settings = excluded.settings',
    );
    const announcementById = db.prepare<[number], { id: number }>('SELECT id FROM announcements WHERE id = ?');
    const markRead = db.prepare(
      'INSERT OR IGNORE INTO announcement_reads (user_id, announcement_id, read_at) VALUES (?, ?, ?)',
    );
    const firstUnread = db.prepare<[number], { id: number; message: string }>(`
      SELECT a.id, a.message FROM announcements a
      WHERE NOT EXISTS (SELECT 1 FROM announcement_reads r WHERE r.announcement_id = a.id AND r.user_id = ?)
      ORDER BY a.created_at DESC, a.id DESC LIMIT 1`);
    const stepsOf = db.prepare<[string], StepRow>(
      'SELECT key, title, href, done FROM setup_steps WHERE type = ? ORDER BY sort',
    );
    const registrationByRecord = db.prepare<[number, number], { record_id: number; client_id: number }>(
      'SELECT record_id, client_id FROM payroll_registrations WHERE record_id = ? AND client_id = ?',
    );
    const registrationByClient = db.prepare<[number], { record_id: number; client_id: number }>(
      'SELECT record_id, client_id FROM payroll_registrations WHERE client_id = ?',
    );
    const company = db.prepare<[], { is_trial: number; is_demo: number }>(
      'SELECT is_trial, is_demo FROM company ORDER BY id LIMIT 1',
    );
    const employee = db.prepare<
      [number],
      { first_name: string; last_name: string; nickname: string | null; photo: string }
    >('SELECT first_name, last_name, nickname, photo FROM employees WHERE id = ?');
    const actorByUsername = db.prepare<[string], { support_admin: number; first_name: string; last_name: string }>(`
      SELECT u.support_admin, e.first_name, e.last_name FROM users u JOIN employees e ON e.id = u.employee_id WHERE u.username = ?`);

    const settingsOf = (userId: number): ShellSettings => readShellSettings(settingsRow.get(userId)?.settings);

    function inbox(userId: number) {
      const subsections = subsectionCounts.all(userId).map(({ label, count, href }) => ({ label, count, href }));
      const byDirection = Object.fromEntries(directionCounts.all(userId).map((row) => [row.direction, row.count]));
      return { counts: { inbox: byDirection.received ?? 0, sentRequests: byDirection.sent ?? 0 }, subsections };
    }

    /** The shellInboxCounts answer, or null when the demo switch makes it fail. */
    function inboxCounts(userId: number) {
      const settings = settingsOf(userId);
      if (settings.inboxFails) return null;
      return { ...inbox(userId), isEmployeeCommunityWidgetEnabled: settings.communityWidget };
    }

    // shellInboxCounts.
    app.get('/ajax/inbox/inbox_counts_json.php', (c) => {
      const counts = inboxCounts(currentUser(c).id);
      return counts ? c.json(counts) : jsonError(c, 500, INBOX_ERROR_MESSAGE);
    });

    // shellInboxCountsLegacy: always 200, failure reported in the body.
    app.get('/ajax/inbox/inbox_counts.php', (c) => {
      const user = currentUser(c);
      if (settingsOf(user.id).inboxFails) {
        return c.json({
          success: false,
          counts: { inbox: 0, sentRequests: 0 },
          subsections: [],
          error: true,
          errorMessage: INBOX_ERROR_MESSAGE,
        });
      }
      return c.json({ success: true, ...inbox(user.id), error: false, errorMessage: null });
    });

    // shellAnnouncementRead: dismissing the announcement banner marks it read and hides it.
    app.post('/ajax/announcement.php', async (c) => {
      const parsed = await parseForm(
        c,
        z.object({ action: z.literal('read', { message: "action must be 'read'" }), id: idField }),
      );
      if (!parsed.ok) return parsed.response;
      const { id } = parsed.data;
      if (!announcementById.get(id)) return jsonError(c, 404, `No announcement with id ${id}.`);
      if (settingsOf(currentUser(c).id).announcementReadFails) return jsonError(c, 503, ANNOUNCEMENT_READ_FAILED);
      markRead.run(currentUser(c).id, id, new Date(options.now()).toISOString());
      return c.json({ success: true, id });
    });

    // shellGlobalEmploymentLink: data.url is opened in a new tab. Admins of the company only (support admins act
    // on behalf of a customer and may not sign in to the provider).
    app.get('/global-employment/remote-link', (c) => {
      const parsed = parseQuery(c, z.object({ path: providerPath.default('/dashboard') }));
      if (!parsed.ok) return parsed.response;
      const user = currentUser(c);
      if (!user.isAdmin || user.supportAdmin || user.assumedBy) return jsonError(c, 403, REMOTE_LINK_FORBIDDEN);
      if (settingsOf(user.id).remoteLinkFails) return jsonError(c, 502, REMOTE_LINK_FAILED);
      const url = new URL('/sso/magic-link', GLOBAL_EMPLOYMENT_ORIGIN);
      url.searchParams.set('token', randomBytes(18).toString('base64url'));
      url.searchParams.set('path', parsed.data.path);
      return c.json({ data: { url: url.href } });
    });

    /** The header answers button (shellAnswersButton): whether and where it shows. */
    const answersButton = (user: SessionUser) => ({
      visible: !user.isOfferLetterUser && !user.isOnboardingUser,
      label: 'Answers',
      href: '/answers/',
      isNew: user.isAdmin && !user.supportAdmin,
    });
    app.get('/answers/header-button', (c) => c.json(answersButton(currentUser(c))));

    // shellHiredByRemoteBanner: the banner shown inside the compensation modal for an employee hired
    // through a remote (global employment) provider. Escaped HTML; 422/404 for bad ids.
    const employeeName = db.prepare<[number], { first_name: string; last_name: string }>(
      'SELECT first_name, last_name FROM employees WHERE id = ?',
    );
    app.get('/employees/hired-by-remote-banner-modal', (c) => {
      const raw = c.req.query('employeeId') ?? '';
      if (!/^[1-9]\d{0,9}$/.test(raw)) return jsonError(c, 422, 'employeeId: must be an integer of at least 1');
      const row = employeeName.get(Number(raw));
      if (!row) return jsonError(c, 404, `No employee with id ${raw}.`);
      const name = escapeHtml(`${row.first_name} ${row.last_name}`);
      return c.html(
        `<div class="hired-by-remote-banner" role="note"><strong>${name} was hired through a global employment provider.</strong> ` +
          'Compensation changes are made with the provider; changes here update the HR record only.</div>',
      );
    });

    function setupSummary(type: SetupType) {
      const steps = stepsOf
        .all(type)
        .map((row) => ({ key: row.key, title: row.title, done: row.done === 1, href: row.href }));
      const completedCount = steps.filter((step) => step.done).length;
      return {
        type,
        title: SETUP_STEPS[type].title,
        steps,
        completedCount,
        totalCount: steps.length,
        complete: completedCount === steps.length,
        nextStepKey: steps.find((step) => !step.done)?.key ?? null,
      };
    }

    function missingStep(c: Context<AppEnv>, summary: ReturnType<typeof setupSummary>, key: string) {
      const step = summary.steps.find((candidate) => candidate.key === key);
      return step ? null : jsonError(c, 404, `No ${summary.type} setup step named ${key}.`);
    }

    // Setup summary banner data (shellSetupSteps). Administrators only.
    app.get('/setup/:type/steps', (c) => {
      const denied = adminOnly(c);
      if (denied) return denied;
      const type = setupType.safeParse(c.req.param('type'));
      if (!type.success) return jsonError(c, 404, 'Unknown setup type.');
      return c.json(setupSummary(type.data));
    });

    app.get('/setup/:type/steps/:stepKey', (c) => {
      const denied = adminOnly(c);
      if (denied) return denied;
      const type = setupType.safeParse(c.req.param('type'));
      if (!type.success) return jsonError(c, 404, 'Unknown setup type.');
      const key = stepKey.safeParse(c.req.param('stepKey'));
      if (!key.success) return jsonError(c, 422, 'stepKey: must be a step key');
      const summary = setupSummary(type.data);
      const missing = missingStep(c, summary, key.data);
      if (missing) return missing;
      return c.json({ ...summary, stepKey: key.data });
    });

    app.get('/registration/payroll/steps', (c) => {
      const denied = adminOnly(c);
      if (denied) return denied;
      const parsed = parseQuery(c, z.object({ recordId: idField, clientId: idField }));
      if (!parsed.ok) return parsed.response;
      const registration = registrationByRecord.get(parsed.data.recordId, parsed.data.clientId);
      if (!registration) return jsonError(c, 404, 'No payroll registration with that recordId and clientId.');
      return c.json({ ...setupSummary('payroll'), recordId: registration.record_id, clientId: registration.client_id });
    });

    app.get('/registration/payroll/steps/:stepKey', (c) => {
      const denied = adminOnly(c);
      if (denied) return denied;
      const key = stepKey.safeParse(c.req.param('stepKey'));
      if (!key.success) return jsonError(c, 422, 'stepKey: must be a step key');
      const parsed = parseQuery(c, z.object({ clientId: idField }));
      if (!parsed.ok) return parsed.response;
      const registration = registrationByClient.get(parsed.data.clientId);
      if (!registration) return jsonError(c, 404, 'No payroll registration for that clientId.');
      const summary = setupSummary('payroll');
      const missing = missingStep(c, summary, key.data);
      if (missing) return missing;
      return c.json({
        ...summary,
        stepKey: key.data,
        recordId: registration.record_id,
        clientId: registration.client_id,
      });
    });

    /** The data of every banner of the stack (shellBanners), in stack order; null = not shown. */
    function bannersOf(user: SessionUser) {
      const settings = settingsOf(user.id);
      const firm = company.get() ?? { is_trial: 0, is_demo: 0 };
      const self = employee.get(user.employeeId);
      const fullName = self ? `${self.first_name} ${self.last_name}` : user.username;
      const shows = (mode: 'auto' | 'on' | 'off', auto: boolean) => mode === 'on' || (mode === 'auto' && auto);

      let signedInAs = null;
      if (shows(settings.signedInAs, user.assumedBy !== null)) {
        const actorName = user.assumedBy ?? settings.signedInAsActor;
        const actor = actorByUsername.get(actorName);
        signedInAs = {
          userName: fullName,
          actorName: actor ? `${actor.first_name} ${actor.last_name}` : actorName,
          actorIsSupportAdmin: actor ? actor.support_admin === 1 : false,
        };
      }
      const trialStatus =
        settings.trialStatus === 'auto'
          ? firm.is_trial
            ? 'active'
            : firm.is_demo
              ? 'demo'
              : null
          : settings.trialStatus === 'off'
            ? null
            : settings.trialStatus;

      return {
        banners: {
          paymentMethod: settings.paymentMethod
            ? { problem: settings.paymentMethod, billingUrl: '/settings/account/billing' }
            : null,
          gracePeriod: settings.gracePeriodDays === null ? null : { daysLeftUntilSuspend: settings.gracePeriodDays },
          announcement: firstUnread.get(user.id) ?? null,
          signedInAs,
          cancellation: settings.cancellation,
          newHirePacket: shows(settings.newHirePacket, user.isOnboardingUser)
            ? { prefFirstName: user.preferredName ?? self?.nickname ?? user.firstName }
            : null,
          preview: shows(settings.preview, user.isPreviewing)
            ? {
                previewName: fullName,
                employeeImageUrl: self ? photoUrl(user.employeeId, self.photo) : null,
                requestUri: '/',
              }
            : null,
          // Trial details are for admins (SPEC §6); demo data is shown to everyone.
          trial:
            trialStatus && (trialStatus === 'demo' || user.isAdmin || user.isOwner)
              ? {
                  status: trialStatus,
                  freeTrialDays: trialStatus === 'demo' ? 0 : settings.freeTrialDays,
                  salesNumber: SALES_NUMBER,
                  companyMasterIsDemo: firm.is_demo === 1,
                  canClearDemoData: firm.is_demo === 1 && user.isAdmin && !user.assumedBy,
                }
              : null,
        },
      };
    }

    app.get('/ajax/banners.json', (c) => c.json(bannersOf(currentUser(c))));

    // A page prints the same answers into its config block (see pageShellData), so the banner
    // stack and the header need no request and are complete in the first paint. A page prints only
    // what the user sees, and leaves out an answer that failed (the element then asks, and shows
    // the failure as it would).
    app.use('*', async (c, next) => {
      const user = c.get('user');
      if (user && c.req.method === 'GET')
        c.set('shellPageData', () => {
          const counts = user.canSee.inbox ? inboxCounts(user.id) : null;
          return {
            banners: bannersOf(user).banners,
            ...(counts ? { inbox: counts } : {}),
            ...(user.canSee.answers ? { answersButton: answersButton(user) } : {}),
          };
        });
      await next();
    });

    if (!options.demoAdmin) return;

    // ---- Demo controls (not part of the contract): act on the caller's own user only. ----
    const insertItem = db.prepare(
      'INSERT INTO inbox_items (user_id, subsection, title, direction, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    const completeAll = db.prepare("UPDATE inbox_items SET completed = 1 WHERE user_id = ? AND direction = 'received'");
    const resetReads = db.prepare('DELETE FROM announcement_reads WHERE user_id = ?');
    const setStep = db.prepare('UPDATE setup_steps SET done = ? WHERE type = ? AND key = ?');
    const subsectionKeys = db
      .prepare<[], { key: string }>('SELECT key FROM inbox_subsections ORDER BY sort')
      .all()
      .map((row) => row.key);

    app.get('/demo/shell/settings', (c) => {
      const user = c.get('user');
      if (!user) return jsonError(c, 401, 'Sign in first (POST /demo/sign-in).');
      return c.json({ settings: settingsOf(user.id), defaults: DEFAULT_SHELL_SETTINGS });
    });

    app.post('/demo/shell/settings', async (c) => {
      const parsed = await parseDemoJson(
        c,
        shellSettingsSchema.partial().extend({
          reset: z.boolean().optional(),
          /** Marks every announcement unread again. */
          resetAnnouncements: z.boolean().optional(),
        }),
      );
      if (!parsed.ok) return parsed.response;
      const user = currentUser(c);
      const { reset, resetAnnouncements, ...changes } = parsed.data;
      const next = shellSettingsSchema.parse({ ...(reset ? DEFAULT_SHELL_SETTINGS : settingsOf(user.id)), ...changes });
      saveSettings.run(user.id, JSON.stringify(next));
      if (resetAnnouncements) resetReads.run(user.id);
      return c.json({ settings: next });
    });

    app.post('/demo/shell/inbox', async (c) => {
      const parsed = await parseDemoJson(
        c,
        z.discriminatedUnion('action', [
          z.strictObject({
            action: z.literal('add'),
            count: z.int().min(1).max(200),
            subsection: z.enum(subsectionKeys as [string, ...string[]]).optional(),
          }),
          z.strictObject({ action: z.literal('clear') }),
        ]),
      );
      if (!parsed.ok) return parsed.response;
      const user = currentUser(c);
      const body = parsed.data;
      if (body.action === 'clear') completeAll.run(user.id);
      else {
        const now = new Date(options.now()).toISOString();
        db.transaction(() => {
          for (let i = 0; i < body.count; i++)
            insertItem.run(
              user.id,
              body.subsection ?? subsectionKeys[i % subsectionKeys.length],
              'Demo inbox item',
              'received',
              now,
            );
        })();
      }
      return c.json(inbox(user.id));
    });

    app.post('/demo/shell/setup-step', async (c) => {
      const parsed = await parseDemoJson(c, z.strictObject({ type: setupType, stepKey, done: z.boolean() }));
      if (!parsed.ok) return parsed.response;
      const { type, stepKey: key, done } = parsed.data;
      if (setStep.run(done ? 1 : 0, type, key).changes === 0)
        return jsonError(c, 404, `No ${type} setup step named ${key}.`);
      return c.json(setupSummary(type));
    });
  },
};

function adminOnly(c: Context<AppEnv>): Response | null {
  return currentUser(c).isAdmin ? null : jsonError(c, 403, 'Only company administrators can see setup steps.');
}
