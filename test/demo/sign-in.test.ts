import { afterEach, describe, expect, it } from 'vitest';
import { renderSignIn, signInTarget } from '../../demo/server/core/sign-in';
import { DEMO_USERS } from '../../demo/server/modules/people/users';
import { testClient, type TestClient } from './support/client';

let client: TestClient;
afterEach(() => client.close());

const attr = (html: string, name: string) =>
  new RegExp(`<form id="sign-in-form"[^>]*\\b${name}="([^"]*)"`).exec(html)?.[1];

describe('the sign-in page of a signed-out visit', () => {
  it.each(['/', '/home/', '/files.html', '/settings/users/account_settings', '/employees/employee.php?id=3'])(
    '%s: the sign-in form (posting to /auth/password_login) instead of the page, and no shell elements',
    async (path) => {
      client = testClient({ demoAdmin: true });
      const response = await client.get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      const html = await response.text();
      expect(attr(html, 'action')).toBe('/auth/password_login');
      expect(attr(html, 'data-next')).toBe(path.replace('&', '&amp;'));
      expect(attr(html, 'data-csrf')).toBeUndefined();
      expect(html).toMatch(/<input id="sign-in-username" name="username" autocomplete="username"/);
      expect(html).toMatch(
        /<input id="sign-in-password" name="password" type="password" autocomplete="current-password"/,
      );
      expect(html).not.toMatch(/<hr-[a-z]/);
      expect(html).not.toContain('/dist/hr-shell.js');
      expect(html).toContain('<script src="/sign-in.js" defer></script>');
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")/);
      // The README's user table, with the passwords of the password users.
      for (const user of DEMO_USERS) expect(html).toContain(`<code>${user.username}</code>`);
      expect(html).toContain('<code>hr-demo-owner</code>');
      expect(html).not.toContain('hr-demo-admin');
      expect(html).toContain('data-demo-panel');
    },
  );

  it('after expiry: says the session ended and carries its token, which /auth/password_login wants', async () => {
    client = testClient({ demoAdmin: true });
    await client.signIn('owner');
    await client.postJson('/demo/expire-session', {});
    const html = await (await client.get('/home/')).text();
    expect(html).toContain('id="sign-in-expired"');
    const token = attr(html, 'data-csrf');
    expect(token).toMatch(/^[\w-]{20,}$/);
    const login = await client.postForm(
      '/auth/password_login',
      { username: 'owner', password: 'hr-demo-owner' },
      { csrf: false },
    );
    expect(login.status).toBe(403);
  });

  it('signing in with the form fields lands on the page asked for, now with the shell', async () => {
    client = testClient({ demoAdmin: true });
    const response = await client.postForm('/auth/password_login', {
      username: 'employee',
      password: 'hr-demo-employee',
    });
    expect(response.status).toBe(200);
    const html = await (await client.get('/home/')).text();
    expect(html).toContain('<hr-global-header>');
    expect(html).toContain('<hr-session-lock');
    expect(html).not.toContain('sign-in-form');
  });

  it('leaves out the demo panel without --demo-admin', async () => {
    client = testClient({ demoAdmin: false });
    const html = await (await client.get('/home/')).text();
    expect(html).toContain('sign-in-form');
    expect(html).not.toContain('data-demo-panel');
    expect(html).not.toContain('(use Sign in as, below)');
  });

  it('escapes what it prints from the request', () => {
    const html = renderSignIn({
      next: '/home/?q="><script>alert(1)</script>',
      csrfToken: '"><x>',
      expired: false,
      users: [{ username: '<b>', role: '<i>role</i>', loginType: '<saml>' }],
      demoPanel: false,
      config: { user: null },
    });
    expect(html).not.toMatch(/<script>alert|<x>|<b>|<i>|<saml>/);
    expect(html).toContain('data-next="/home/?q=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });
});

describe('signInTarget: where a sign-in lands, same-origin paths only', () => {
  it.each([
    ['/home/', '/home/'],
    ['/employees/employee.php?id=3', '/employees/employee.php?id=3'],
    ['//evil.example/', '/home/'],
    ['/\\evil.example', '/home/'],
    ['https://evil.example/', '/home/'],
    ['javascript:alert(1)', '/home/'],
    ['/home/\nLocation: x', '/home/'],
    ['', '/home/'],
  ])('%j -> %s', (raw, target) => {
    expect(signInTarget(raw)).toBe(target);
  });
});
