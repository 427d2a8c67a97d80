import { z } from 'zod';
import { parseJsonBody, jsonError } from '../../core/http';
import type { DemoModule } from '../../core/module';
import { requireSession, setSessionCookie, clearSessionCookie, type SessionStore } from '../../core/sessions';
import { findUserByName } from '../people';
import { DEMO_USERS } from '../people/users';
import { NAV_ITEMS } from '../sections';

/** Account-menu capability flags and feature flags: what POST /demo/flags may switch. */
export const CAPABILITY_NAMES = [
  'account',
  'apps',
  'devices',
  'api',
  'mobileQrLogin',
  'devUtilities',
  'twoStepSelfService',
] as const;
export const FEATURE_NAMES = [
  'jade',
  'encore',
  'PASSKEYS',
  'BENCHMARKING_OPT_OUT',
  'CORE_SNAPSHOT',
  'files_api_v2',
  // <hr-time-tracking-toggle>: with the company's own overtime rules no missing-data prompt.
  'CUSTOM_OVERTIME',
] as const;
/** Site canSee flags: the nav's items (global employment is a button, not a page), then the header's actions. */
export const CAN_SEE_NAMES = [...NAV_ITEMS, 'globalEmployment', 'inbox', 'help', 'answers', 'settings'] as const;

const flagsOf = <T extends string>(names: readonly T[]) =>
  z.strictObject(
    Object.fromEntries(names.map((name) => [name, z.boolean().optional()])) as Record<T, z.ZodOptional<z.ZodBoolean>>,
  );

const flagsBody = z.strictObject({
  features: flagsOf(FEATURE_NAMES).optional(),
  capabilities: flagsOf(CAPABILITY_NAMES).optional(),
  canSee: flagsOf(CAN_SEE_NAMES).optional(),
  acceptedCookies: z.boolean().optional(),
  hasPasskey: z.boolean().optional(),
});

/** Any text a person's name may hold (markup, quotes, accents), within the employees table's sizes. */
const nameField = z.string().max(200);
const nameBody = z.strictObject({
  firstName: nameField.min(1),
  lastName: nameField,
  preferredName: nameField.nullable().optional(),
});

/** A stored flags column as a plain object of booleans (anything else is dropped). */
function storedFlags(text: string): Record<string, boolean> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  const flags: Record<string, boolean> = {};
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, flag] of Object.entries(value)) if (typeof flag === 'boolean') flags[key] = flag;
  }
  return flags;
}

/**
 * Demo-only controls behind `--demo-admin` (on in `npm run demo`, off otherwise): sign in as any
 * demo user without a password, expire the current session, see and switch the signed-in user's
 * feature, capability and canSee flags, rename their employee record. Never part of the contract. (The shell and workflows
 * modules add their own /demo/shell/* and /demo/workflows/* controls; demo/panel.js drives them all.)
 */
export const demoAdminModule: DemoModule = {
  name: 'demo-admin',
  routes(app, { db, options, services }) {
    if (!options.demoAdmin) return;
    const sessions = services.get('sessions') as SessionStore;

    app.get('/demo/users', (c) =>
      c.json({
        users: DEMO_USERS.map(({ username, role, loginType }) => ({
          username,
          role,
          loginType,
          password: `hr-demo-${username}`,
        })),
      }),
    );

    app.post('/demo/sign-in', async (c) => {
      const parsed = await parseJsonBody(c, z.object({ username: z.string().max(64) }));
      if (!parsed.ok) return parsed.response;
      const user = findUserByName(db, parsed.data.username);
      if (!user) return jsonError(c, 404, `No demo user named ${parsed.data.username}.`);
      const session = sessions.rotate(c.get('session'), user.id);
      setSessionCookie(c, session);
      return c.json({ username: parsed.data.username, csrfToken: session.csrfToken });
    });

    app.post('/demo/sign-out', (c) => {
      const session = c.get('session');
      if (session) sessions.destroy(session.id);
      clearSessionCookie(c);
      return c.json({ signedOut: true });
    });

    app.post('/demo/expire-session', (c) => {
      const session = c.get('session');
      if (!session) return jsonError(c, 404, 'There is no session to expire.');
      sessions.expireNow(session.id);
      return c.json({ expired: true });
    });

    const flagsRow = db.prepare<[number], { features: string; capabilities: string; can_see: string }>(
      'SELECT features, capabilities, can_see FROM users WHERE id = ?',
    );
    const saveFlags = db.prepare(
      'UPDATE users SET features = ?, capabilities = ?, can_see = ?, accepted_cookies = COALESCE(?, accepted_cookies), has_passkey = COALESCE(?, has_passkey) WHERE id = ?',
    );

    // Who the panel is signed in as, with the flags the page config carries.
    app.get('/demo/me', (c) => {
      const session = c.get('session');
      const user = c.get('user');
      if (!session || !user) return c.json({ signedIn: false, expired: Boolean(session?.expired), user: null });
      return c.json({
        signedIn: true,
        expired: false,
        sessionMinutesLeft: sessions.minutesLeft(session),
        user: { ...user, featureNames: FEATURE_NAMES, capabilityNames: CAPABILITY_NAMES, canSeeNames: CAN_SEE_NAMES },
      });
    });

    // Renames the caller's own employee record (the names the config block and the pages print),
    // so any name a PHP application may hold can be tried on every page.
    const rename = db.prepare('UPDATE employees SET first_name = ?, last_name = ?, nickname = ? WHERE id = ?');
    app.post('/demo/name', requireSession, async (c) => {
      if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? ''))
        return jsonError(c, 415, 'Expected Content-Type: application/json.');
      const parsed = await parseJsonBody(c, nameBody);
      if (!parsed.ok) return parsed.response;
      const user = c.get('user');
      if (!user) return jsonError(c, 401, 'Sign in first (POST /demo/sign-in).');
      const { firstName, lastName, preferredName = null } = parsed.data;
      rename.run(firstName, lastName, preferredName, user.employeeId);
      return c.json({ firstName, lastName, preferredName });
    });

    // Switches flags of the caller's own user; the page reloads to get a new config block.
    app.post('/demo/flags', async (c) => {
      const user = c.get('user');
      if (!user) return jsonError(c, 401, 'Sign in first (POST /demo/sign-in).');
      if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? ''))
        return jsonError(c, 415, 'Expected Content-Type: application/json.');
      const parsed = await parseJsonBody(c, flagsBody);
      if (!parsed.ok) return parsed.response;
      const row = flagsRow.get(user.id);
      if (!row) return jsonError(c, 404, 'The signed-in user no longer exists.');
      const features = { ...storedFlags(row.features), ...parsed.data.features };
      const capabilities = { ...storedFlags(row.capabilities), ...parsed.data.capabilities };
      const canSee = { ...storedFlags(row.can_see), ...parsed.data.canSee };
      const bit = (value: boolean | undefined) => (value === undefined ? null : value ? 1 : 0);
      saveFlags.run(
        JSON.stringify(features),
        JSON.stringify(capabilities),
        JSON.stringify(canSee),
        bit(parsed.data.acceptedCookies),
        bit(parsed.data.hasPasskey),
        user.id,
      );
      return c.json({ features, capabilities, canSee });
    });
  },
};
