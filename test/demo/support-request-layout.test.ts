import { describe, expect, it } from 'vitest';
import { renderLayout, type ShellPage } from '../../demo/server/core/layout';

/** `<hr-support-request>` as the demo layout prints it: for signed-in users only. */
const PAGE: ShellPage = { title: 'Home', trail: 'Home' };
const USER = { id: 1, employeeId: 1, firstName: 'Ada', lastName: 'Lovelace', isAdmin: true };

describe('demo layout: <hr-support-request>', () => {
  it('is printed once for a signed-in user', () => {
    const page = renderLayout(PAGE, '<main></main>', { user: USER }, []);
    expect(page.match(/<hr-support-request><\/hr-support-request>/g)).toHaveLength(1);
  });

  it('is left out without a user (the page loads none of its code)', () => {
    expect(renderLayout(PAGE, '<main></main>', { user: null }, [])).not.toContain('<hr-support-request');
    expect(renderLayout(PAGE, '<main></main>', null, [])).not.toContain('<hr-support-request');
  });
});
