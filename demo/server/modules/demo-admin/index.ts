import { z } from 'zod';
import { parseJsonBody, jsonError } from '../../core/http';
import type { DemoModule } from '../../core/module';
import { setSessionCookie, clearSessionCookie, type SessionStore } from '../../core/sessions';
import { findUserByName } from '../people';
import { DEMO_USERS } from '../people/users';

/**
 * Demo-only controls behind `--demo-admin` (on in `npm run demo`, off otherwise): sign in as any
 * demo user without a password, expire the current session. Never part of the contract.
 */
export const demoAdminModule: DemoModule = {
  name: 'demo-admin',
  routes(app, { db, options, services }) {
    if (!options.demoAdmin) return;
    const sessions = services.get('sessions') as SessionStore;

    app.get('/demo/users', (c) =>
      c.json({ users: DEMO_USERS.map(({ username, role, loginType }) => ({ username, role, loginType, password: `hr-demo-${username}` })) }),
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
  },
};
