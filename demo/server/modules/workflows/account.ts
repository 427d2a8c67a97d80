import type Database from 'better-sqlite3';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../core/env';
import { jsonError, parseForm, parseQuery } from '../../core/http';
import type { ServerOptions } from '../../core/options';
import { currentUser, escapeHtml, parseOptionalForm, refuseAssumed } from '../shell/guards';

export const SUPPORT_TOPICS: ReadonlyArray<[string, string]> = [
  ['question', 'I have a question'],
  ['problem', 'Something is not working'],
  ['feature', 'I have an idea or request'],
  ['billing', 'Billing and my account'],
];
export const SUPPORT_SENT_MESSAGE = 'Message Sent';
export const ONBOARDING_COOKIES_ONLY =
  'Onboarding users accept cookies through /self_onboarding/packet/accept_cookies.';
export const NOT_ONBOARDING = 'Only users in self-onboarding accept cookies here.';

/** The page the request was sent from: a same-origin path or an http(s) URL. */
const pageUrl = z
  .string()
  .max(2048)
  .refine((value) => {
    if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'must be the current page URL');

const supportForm = z.object({
  topic: z.enum(SUPPORT_TOPICS.map(([value]) => value) as [string, ...string[]], { message: 'Choose a topic.' }),
  subject: z.string().trim().min(1, 'Enter a subject.').max(200, 'The subject can have at most 200 characters.'),
  message: z
    .string()
    .trim()
    .min(1, 'Tell us how we can help.')
    .max(5000, 'The message can have at most 5000 characters.'),
  url: pageUrl,
});

/** Cookie notice, terms prompt and the support request dialog. */
export function accountRoutes(app: Hono<AppEnv>, db: Database.Database, options: ServerOptions): void {
  const acceptCookies = db.prepare('UPDATE users SET accepted_cookies = 1 WHERE id = ?');
  const saveTerms = db.prepare(`
    INSERT INTO terms_responses (user_id, action, at) VALUES (?, ?, ?)
    ON CONFLICT(user_id) DO UPDATE SET action = excluded.action, at = excluded.at`);
  const saveRequest = db.prepare(
    'INSERT INTO support_requests (user_id, topic, subject, message, url, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const contact = db.prepare<[number], { first_name: string; last_name: string; work_email: string }>(
    'SELECT first_name, last_name, work_email FROM employees WHERE id = ?',
  );
  const clearTermsPending = db.prepare('DELETE FROM terms_pending WHERE user_id = ?');
  const now = () => new Date(options.now()).toISOString();
  const noBody = z.object({});

  // Onboarding users use the other endpoint, so each refuses the other kind of user.
  app.post('/settings/users/accept_cookies', async (c) => {
    const user = currentUser(c);
    if (user.isOnboardingUser) return jsonError(c, 403, ONBOARDING_COOKIES_ONLY);
    const form = await parseOptionalForm(c, noBody);
    if (!form.ok) return form.response;
    acceptCookies.run(user.id);
    return c.json({ success: true });
  });

  app.post('/self_onboarding/packet/accept_cookies', async (c) => {
    const user = currentUser(c);
    if (!user.isOnboardingUser) return jsonError(c, 403, NOT_ONBOARDING);
    const form = await parseOptionalForm(c, noBody);
    if (!form.ok) return form.response;
    acceptCookies.run(user.id);
    return c.json({ success: true });
  });

  for (const action of ['accept', 'dismiss'] as const) {
    app.post(`/ajax/terms/${action}`, async (c) => {
      const form = await parseOptionalForm(c, noBody);
      if (!form.ok) return form.response;
      const { id } = currentUser(c);
      // Answered: the pages stop printing <hr-terms-prompt> until terms are published again.
      db.transaction(() => {
        saveTerms.run(id, action, now());
        clearTermsPending.run(id);
      })();
      return c.json({ success: true });
    });
  }

  // The support request form as an HTML fragment: escaped values, no scripts or handlers.
  app.get('/ajax/dialog/feedback.php', (c) => {
    const parsed = parseQuery(c, z.object({ admin: z.enum(['0', '1', 'true', 'false']).optional() }));
    if (!parsed.ok) return parsed.response;
    const user = currentUser(c);
    // The admin flag only adds admin help; it is ignored for users who are not administrators.
    const admin = (parsed.data.admin === '1' || parsed.data.admin === 'true') && user.isAdmin;
    const person = contact.get(user.employeeId);
    const name = person ? `${person.first_name} ${person.last_name}` : user.username;
    const topics = SUPPORT_TOPICS.map(
      ([value, label]) => `<option value="${value}">${escapeHtml(label)}</option>`,
    ).join('');
    return c.html(
      `<form class="support-request" method="post" action="/ajax/dialog/feedback_submit.php">` +
        `<p>Tell us what is going on and our support team will get back to you by email.</p>` +
        `<p class="field"><label for="support-name">Name</label><input id="support-name" name="name" type="text" value="${escapeHtml(name)}" readonly></p>` +
        `<p class="field"><label for="support-email">Email</label><input id="support-email" name="email" type="email" value="${escapeHtml(person?.work_email ?? '')}" readonly></p>` +
        `<p class="field"><label for="support-topic">Topic</label><select id="support-topic" name="topic" required>${topics}</select></p>` +
        `<p class="field"><label for="support-subject">Subject</label><input id="support-subject" name="subject" type="text" maxlength="200" required></p>` +
        `<p class="field"><label for="support-message">How can we help?</label><textarea id="support-message" name="message" rows="6" maxlength="5000" required></textarea></p>` +
        (admin
          ? `<p class="support-admin-help">Asking about custom fields? <a href="/settings/custom_fields">See your custom fields</a> first.</p>`
          : '') +
        `</form>`,
    );
  });

  app.post('/ajax/dialog/feedback_submit.php', async (c) => {
    const denied = refuseAssumed(c);
    if (denied) return denied;
    const parsed = await parseForm(c, supportForm);
    if (!parsed.ok) return parsed.response;
    const { topic, subject, message, url } = parsed.data;
    saveRequest.run(currentUser(c).id, topic, subject, message, url, now());
    return c.json({ success: true, message: SUPPORT_SENT_MESSAGE });
  });
}
