import { LOGIN_TYPE_LABELS } from '../modules/auth/session';
import { configBlock } from './layout';
import { htmlspecialchars as h } from './php';

/** A demo user as the sign-in page lists them (docs/demo-server.md, "Demo users"). */
export interface SignInUser {
  username: string;
  role: string;
  loginType: string;
}

export interface SignInPage {
  /** The page asked for (path and query of the request): where a successful sign-in lands. */
  next: string;
  /** The session's token when a session cookie came with the request (an expired session): /auth/password_login wants it. */
  csrfToken: string | null;
  /** The request carried a session that has expired. */
  expired: boolean;
  /** The demo users, listed with how each signs in (the password ones with their password). */
  users: readonly SignInUser[];
  /** The demo control panel is on (--demo-admin): it can sign in as any user, SSO ones too. */
  demoPanel: boolean;
  /** The page config block (signed out: no user, no flags), as every demo page prints it. */
  config: unknown;
}

const PASSWORD_OF = (username: string) => `hr-demo-${username}`;

/** Where a sign-in may land: a path on this site only (`/…`, never `//host` or `/\host`), else /home/. */
export function signInTarget(raw: string): string {
  // eslint-disable-next-line no-control-regex -- control characters never belong in a path we print
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\') || /[\u0000-\u001f\u007f]/.test(raw))
    return '/home/';
  return raw;
}

function usersTable(users: readonly SignInUser[], demoPanel: boolean): string {
  const rows = users
    .map(({ username, role, loginType }) => {
      const how =
        loginType === 'password'
          ? `<code>${h(PASSWORD_OF(username))}</code>`
          : `${h((LOGIN_TYPE_LABELS as Readonly<Record<string, string>>)[loginType] ?? loginType)}${demoPanel ? ' (use Sign in as, below)' : ''}`;
      return `          <tr><th scope="row"><code>${h(username)}</code></th><td>${h(role)}</td><td>${how}</td></tr>`;
    })
    .join('\n');
  return `      <section class="sign-in-users" aria-labelledby="sign-in-users-heading">
        <h2 id="sign-in-users-heading">Demo users</h2>
        <table>
          <thead><tr><th scope="col">Username</th><th scope="col">Role</th><th scope="col">Password or sign-in</th></tr></thead>
          <tbody>
${rows}
          </tbody>
        </table>
      </section>`;
}

/**
 * The page a signed-out (or expired) visit gets instead of the page asked for, as a PHP
 * application prints its login page: a real form for username and password that
 * demo/sign-in.js posts to /auth/password_login (docs/api.yaml authPasswordLogin), then opens the
 * page asked for (same-origin paths only), and no shell elements, so no empty boxes.
 */
export function renderSignIn(page: SignInPage): string {
  const next = signInTarget(page.next);
  const csrf = page.csrfToken ? ` data-csrf="${h(page.csrfToken)}"` : '';
  const expired = page.expired
    ? '\n        <p class="sign-in-note" id="sign-in-expired">Your session has ended. Sign in again to continue where you were.</p>'
    : '';
  const panel = page.demoPanel
    ? `
    <!-- Demo control panel (demo only): "Sign in as" any demo user without a password, SSO ones too. -->
    <section id="demo-panel" class="demo-panel" aria-labelledby="demo-panel-heading">
      <h2 id="demo-panel-heading">Demo controls</h2>
      <div class="demo-panel-body" data-demo-panel>
        <p>The demo controls need JavaScript and a server started with <code>--demo-admin</code> (<code>npm run demo</code>).</p>
      </div>
    </section>`
    : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Sign in - Acme HR</title>
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="icon" href="data:,">
    <link rel="stylesheet" href="/sign-in.css">
    ${configBlock(page.config)}
    <script src="/sign-in.js" defer></script>${page.demoPanel ? '\n    <link rel="stylesheet" href="/panel.css">\n    <script src="/panel.js" defer></script>' : ''}
  </head>
  <body class="sign-in-page">
    <main class="sign-in" aria-labelledby="sign-in-title">
      <div class="sign-in-card">
        <p class="sign-in-brand">Acme HR</p>
        <h1 id="sign-in-title">Sign in</h1>${expired}
        <form id="sign-in-form" class="sign-in-form" method="post" action="/auth/password_login" data-next="${h(next)}"${csrf} novalidate>
          <label for="sign-in-username">Username</label>
          <input id="sign-in-username" name="username" autocomplete="username" autocapitalize="none" spellcheck="false" required>
          <label for="sign-in-password">Password</label>
          <input id="sign-in-password" name="password" type="password" autocomplete="current-password" required aria-describedby="sign-in-error">
          <p id="sign-in-error" class="sign-in-error" role="alert"></p>
          <button type="submit" class="sign-in-submit">Sign in</button>
        </form>
      </div>
${usersTable(page.users, page.demoPanel)}
    </main>${panel}
  </body>
</html>
`;
}
