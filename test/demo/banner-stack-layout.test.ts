import { afterEach, describe, expect, it } from 'vitest';
import { renderLayout, type ShellPage } from '../../demo/server/core/layout';
import { testClient, type TestClient } from './support/client';

/**
 * The banner stack's room as the demo layout prints it (docs/embedding.md, "Banner stack"): for
 * the banners this user will see, the room recorded in the `hr_banner_room` cookie per width band
 * when it is of the same set, else one line per banner.
 */

let client: TestClient | null = null;
afterEach(() => {
  client?.close();
  client = null;
});

const PAGE: ShellPage = { title: 'Home', trail: 'Home' };
const ESTIMATE_2 = 'calc(2 * 2.8125em + 1px + 1em)';
const ANNOUNCEMENT = { id: 3, message: 'Closed Friday' };
const TRIAL = {
  status: 'active',
  freeTrialDays: 9,
  salesNumber: '',
  companyMasterIsDemo: false,
  canClearDemoData: false,
};
const ADMIN = { id: 1, isAdmin: true, isOwner: false };
const EMPLOYEE = { id: 2, isAdmin: false, isOwner: false };

/** The stack's place as printed: the optional style block and the tag. */
function place(html: string): string {
  return (
    /<div id="place-banner-stack" data-marked-place="banner-stack">([\s\S]*?)<\/hr-banner-stack><\/div>/.exec(
      html,
    )?.[1] ?? ''
  );
}

const layout = (config: unknown, cookie?: string) => place(renderLayout(PAGE, '<main></main>', config, [], cookie));

describe('the banner stack room the layout prints', () => {
  it('counts only the banners this user sees: no trial banner for a user who is no admin', () => {
    const banners = { announcement: ANNOUNCEMENT, trial: TRIAL, gracePeriod: null };
    expect(layout({ user: ADMIN, banners })).toBe(
      `<hr-banner-stack reserve="${ESTIMATE_2}" style="display: block; min-height: ${ESTIMATE_2}">`,
    );
    expect(layout({ user: EMPLOYEE, banners })).toBe(
      '<hr-banner-stack reserve="calc(1 * 2.8125em + 0px + 1em)" style="display: block; min-height: calc(1 * 2.8125em + 0px + 1em)">',
    );
    // The demo-data banner is for everyone.
    expect(layout({ user: EMPLOYEE, banners: { trial: { ...TRIAL, status: 'demo' } } })).toContain('calc(1 *');
  });

  it('reserves nothing signed out, for no banners, or for banners the element would drop', () => {
    expect(layout({ user: null, banners: { announcement: ANNOUNCEMENT } })).toBe('<hr-banner-stack>');
    expect(layout({ user: ADMIN, banners: { announcement: null } })).toBe('<hr-banner-stack>');
    expect(layout({ user: ADMIN, banners: { announcement: { id: 'x' }, other: {} } })).toBe('<hr-banner-stack>');
  });

  it('prints the recorded room per width band when the record is of the same set of banners', () => {
    const printed = layout(
      { user: ADMIN, banners: { announcement: ANNOUNCEMENT, trial: TRIAL } },
      '1.132.0_1514.7_906',
    );
    expect(printed).toBe(
      [
        '<style>',
        `hr-banner-stack[reserve] { --hr-banner-room: ${ESTIMATE_2}; }`,
        '@media (max-width: 359.98px) { hr-banner-stack[reserve] { --hr-banner-room: 151.4px; } }',
        '@media (min-width: 1280px) and (max-width: 1599.98px) { hr-banner-stack[reserve] { --hr-banner-room: 90.6px; } }',
        '</style><hr-banner-stack reserve="var(--hr-banner-room)" style="display: block; min-height: var(--hr-banner-room)">',
      ].join('\n'),
    );
  });

  it.each([
    ['another set of banners', '1.4.0_1514'],
    ['markup', '1.132.0_1514"></style><script>window.pwned=1</script>'],
    ['a room over the cap', '1.132.0_99999'],
    ['garbage', '%3Cscript%3E'],
  ])('prints the estimate and nothing of the cookie for %s', (_name, cookie) => {
    const printed = layout({ user: ADMIN, banners: { announcement: ANNOUNCEMENT, trial: TRIAL } }, cookie);
    expect(printed).toBe(`<hr-banner-stack reserve="${ESTIMATE_2}" style="display: block; min-height: ${ESTIMATE_2}">`);
  });

  it("reads the request's hr_banner_room cookie on the owner's pages", async () => {
    client = testClient();
    await client.signIn('owner');
    const session = client.cookie;
    const get = async (cookie: string) => {
      client!.cookie = `${session}; ${cookie}`;
      return place(await (await client!.get('/home/')).text());
    };
    // The owner sees the announcement and the demo-data banner (set 4 + 128).
    expect(await get('hr_banner_room=1.132.1_1314')).toContain(
      '@media (min-width: 360px) and (max-width: 399.98px) { hr-banner-stack[reserve] { --hr-banner-room: 131.4px; } }',
    );
    expect(await get('hr_banner_room=1.4.1_1314')).toBe(
      `<hr-banner-stack reserve="${ESTIMATE_2}" style="display: block; min-height: ${ESTIMATE_2}">`,
    );
  });
});
