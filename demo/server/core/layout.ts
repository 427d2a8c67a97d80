import { printedRoom } from '../../../src/components/banner-stack/banner-room.logic';
import { parseBanners, visibleBanners, type TrialUser } from '../../../src/components/banner-stack/banners.logic';
import { htmlspecialchars as h, phpJsonForScript } from './php';

/**
 * What a page sets before it includes the layout, as a PHP page sets `$title` and `$active` and
 * then `include 'layout.php'`. Text fields are plain text: the layout escapes them.
 */
export interface ShellPage {
  /** The page's own title; the document title adds the demo's name. */
  title: string;
  /**
   * The breadcrumb line under the header, its steps separated by `·` or `›` (`Employees · Ada
   * Lovelace`): the layout prints them as one quiet line, `Employees › Ada Lovelace`.
   */
  trail: string;
  /** The nav item of the page's section (`<hr-global-nav active="…">`); none outside the nav. */
  active?: string;
  /** False on pages that show search tools of their own instead of the header's search. */
  headerSearch?: boolean;
  /** Module files to preload (the autoloader and the shell's chunks), printed before the config block and the autoloader's script. */
  preload?: readonly string[];
  /**
   * Prints `<hr-agreement-prompt>`: the session user is an admin whose latest data-processing
   * agreement may ask (needs_to_sign, needs_prompt, update_pending, complete_later over a week old).
   */
  agreementPrompt?: boolean;
  /** Prints `<hr-benchmarking-prompt>`: the session user is asked about benchmarking (eligible, flag on, status prompt-*). */
  benchmarkingPrompt?: boolean;
  /**
   * The server found the passkey recommendation due for this user (PASSKEYS flag, company
   * passkeysEnabled, no passkey, no reminder flag): the layout prints `<hr-passkey-prompt>`.
   * Otherwise the tag is left out, and the page loads none of its code.
   */
  passkeyPrompt?: boolean;
  /** The page's own stylesheets and deferred scripts, after the shell's. */
  stylesheets?: readonly string[];
  scripts?: readonly string[];
}

export interface PageLink {
  href: string;
  label: string;
}

const lines = (items: readonly string[] | undefined, line: (href: string) => string) =>
  (items ?? []).map((href) => `    ${line(h(href))}\n`).join('');

/** The trail's steps, escaped, between separators that screen readers skip. */
const trailSteps = (trail: string) =>
  trail
    .split(/\s*[·›]\s*/)
    .filter((step) => step !== '')
    .map(h)
    .join('<span class="demo-trail-sep" aria-hidden="true">›</span>');

/** The other demo pages, one list item each (the nav links to the app's sections, not to these). */
const pageList = (links: readonly PageLink[]) =>
  links.map(({ href, label }) => `            <li><a href="${h(href)}">${h(label)}</a></li>\n`).join('');

/**
 * The room the banner stack keeps until its banners render, so the page does not move: for the
 * banners this user will see (the element's own rules: signed in, each banner checked, the trial
 * banner for admins and owners unless it is the demo-data one), the room the element recorded in
 * the cookie `hr_banner_room` per viewport width band when it showed the same set, else one line
 * per banner. The cookie is hostile input: printedRoom parses it strictly and prints only numbers.
 */
function bannerReserve(config: unknown, roomCookie: string | undefined): string {
  const { banners, user } = (config ?? {}) as { banners?: unknown; user?: TrialUser | null };
  if (!user) return '<hr-banner-stack>';
  const shown = visibleBanners(parseBanners(banners), { setupSummary: false, user });
  const { reserve, css } = printedRoom(shown, roomCookie, 'hr-banner-stack[reserve]');
  if (!reserve) return '<hr-banner-stack>';
  return `${css ? `<style>\n${css}\n</style>` : ''}<hr-banner-stack reserve="${h(reserve)}" style="display: block; min-height: ${h(reserve)}">`;
}

/**
 * The notices a PHP layout prints from the session's page globals, right after the banner stack:
 * `<hr-cookie-notice>` while the user has not accepted cookies (the element itself checks the
 * fallback cookie and hash+u links), `<hr-terms-prompt>` while they have updated terms to respond
 * to. Both sit in the page's flow, so they cover nothing. Neither is printed otherwise, so such a
 * page loads none of their code.
 */
function sessionNotices(config: unknown): string {
  const { session } = (config ?? {}) as { session?: { acceptedCookies?: unknown; termsPending?: unknown } | null };
  if (!session) return '';
  const cookie =
    session.acceptedCookies === false
      ? '    <div id="place-cookie-notice" data-marked-place="cookie-notice"><hr-cookie-notice></hr-cookie-notice></div>\n'
      : '';
  const terms =
    session.termsPending === true
      ? '    <div id="place-terms-prompt" data-marked-place="terms-prompt"><hr-terms-prompt href="/legal/terms/"></hr-terms-prompt></div>\n'
      : '';
  return cookie + terms;
}

/** The config block, printed exactly as docs/embedding.md tells PHP authors to print it. */
export const configBlock = (config: unknown) =>
  `<script type="application/json" id="hr-shell-config">${phpJsonForScript(config)}</script>`;

/**
 * `<hr-support-request>` for a signed-in user only: it requests nothing until it is opened (by
 * `hr-support-open` or `open()`), so the page pays only for its small element file.
 */
function supportRequest(config: unknown): string {
  const { user } = (config ?? {}) as { user?: unknown };
  if (!user) return '';
  return `    <!-- Opens on hr-support-open or open(); the dialog loads on first open. -->
    <div id="place-support-request" data-marked-place="support-request"><hr-support-request></hr-support-request></div>
`;
}

/**
 * The page shell every demo page shares, printed around the page's `<main>` (trusted markup from
 * the page's own file): the library's stylesheet and module script, the config block, the marked
 * places of the shell's elements, the breadcrumb line and the demo controls drawer (demo only).
 * A new shell piece goes here once.
 */
export function renderLayout(
  page: ShellPage,
  main: string,
  config: unknown,
  links: readonly PageLink[],
  /** The request's `hr_banner_room` cookie, as sent (untrusted). */
  bannerRoom?: string,
): string {
  const active = page.active ? ` active="${h(page.active)}"` : '';
  const search = page.headerSearch === false ? '' : '\n          <hr-global-search slot="search"></hr-global-search>';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>${h(page.title)} - hr-shell demo</title>
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="icon" href="data:,">
    <link rel="stylesheet" href="/dist/hr-shell.css">
    <!-- A legacy PHP page: no bundler, the 62.5% root font-size trick (1rem = 10px) in legacy.css,
     so anything sized in rem would shrink; hr-shell sizes itself in em. -->
    <link rel="stylesheet" href="/legacy.css">
${lines(page.stylesheets, (href) => `<link rel="stylesheet" href="${href}">`)}${lines(page.preload, (href) => `<link rel="modulepreload" href="${href}">`)}    ${configBlock(config)}
    <script type="module" src="/dist/hr-shell.js"></script>
    <script src="/demo.js" defer></script>
${lines(page.scripts, (src) => `<script src="${src}" defer></script>`)}    <link rel="stylesheet" href="/panel.css">
    <script src="/panel.js" defer></script>
  </head>
  <body>
    <!-- Marked places: where the shell's elements go, printed the same on every page. What each
     shows comes from the config block (canSee, capabilities, company flags of the user). -->
    <div id="place-global-nav" data-marked-place="global-nav"><hr-global-nav${active}></hr-global-nav></div>
    <div id="header">
      <div id="place-global-header" data-marked-place="global-header">
        <hr-global-header>
          <a slot="logo" class="demo-logo" href="/home/">Acme HR</a>${search}
        </hr-global-header>
      </div>
      <!-- The breadcrumb line; the demo controls script adds its toggle at the end. -->
      <div class="demo-trail-bar" data-demo-toggle-place>
        <p class="demo-trail">${trailSteps(page.trail)}</p>
      </div>
    </div>
    <!-- Demo control panel (demo only, not part of the library): a drawer that demo/panel.js opens
     from the breadcrumb line. The controls come from the /demo/* routes, which exist only when the
     server runs with --demo-admin; the page reloads after each change, because the config block
     is printed per session. demo/demo.js writes the page's hr-change and hr-error events into its
     event log. Closed (hidden) until opened; fixed to the window's bottom right, it covers no part
     of the shell. -->
    <section id="demo-panel" class="demo-panel demo-drawer" aria-labelledby="demo-panel-heading" data-demo-drawer hidden>
      <div class="demo-drawer-head">
        <h2 id="demo-panel-heading">Demo controls</h2>
      </div>
      <div class="demo-drawer-body">
        <p class="demo-panel-intro">Tools of the demo, not part of the product.</p>
        <p class="demo-user-line" data-demo-user-line></p>
        <div class="demo-drawer-part">
          <h3 id="demo-pages-heading">Demo pages</h3>
          <ul class="demo-pages" aria-labelledby="demo-pages-heading">
${pageList(links)}          </ul>
        </div>
        <div class="demo-drawer-part">
          <h3 id="demo-event-log-heading">Event log</h3>
          <p class="demo-panel-hint" id="demo-event-log-hint">Every hr-change and hr-error of this page, oldest first.</p>
          <ol id="event-log" aria-live="polite" aria-labelledby="demo-event-log-heading" aria-describedby="demo-event-log-hint"></ol>
        </div>
        <div class="demo-drawer-part">
          <h3>Controls</h3>
          <div class="demo-panel-body" data-demo-panel>
            <p>
              The controls need JavaScript and a server started with <code>--demo-admin</code> (<code>npm run demo</code>).
            </p>
          </div>
        </div>
      </div>
    </section>
    <div id="place-banner-stack" data-marked-place="banner-stack">${bannerReserve(config, bannerRoom)}</hr-banner-stack></div>
${sessionNotices(config)}    <div id="place-session-lock" data-marked-place="session-lock">
      <hr-session-lock product-name="Acme HR"></hr-session-lock>
    </div>
    <!-- Opens on hr-snapshot-open from search or any page script; the dialog loads on first open. -->
    <div id="place-employee-snapshot" data-marked-place="employee-snapshot"><hr-employee-snapshot></hr-employee-snapshot></div>
    <div id="place-identity-verification" data-marked-place="identity-verification"><hr-identity-verification></hr-identity-verification></div>
${supportRequest(config)}${page.passkeyPrompt ? '    <div id="place-passkey-prompt" data-marked-place="passkey-prompt"><hr-passkey-prompt></hr-passkey-prompt></div>\n' : ''}${page.benchmarkingPrompt ? '    <div id="place-benchmarking-prompt" data-marked-place="benchmarking-prompt"><hr-benchmarking-prompt></hr-benchmarking-prompt></div>\n' : ''}${page.agreementPrompt ? '    <div id="place-agreement-prompt" data-marked-place="agreement-prompt"><hr-agreement-prompt></hr-agreement-prompt></div>\n' : ''}${main.trimEnd()}
  </body>
</html>
`;
}
