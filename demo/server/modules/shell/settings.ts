import { z } from 'zod';
import { parseStoredJson } from './guards';

const days = z.int().min(0).max(365);
const autoOnOff = z.enum(['auto', 'on', 'off']);

/**
 * Banner situations and failure switches of one user, set from the demo panel
 * (POST /demo/shell/settings). Stored as JSON in `shell_demo_settings`, validated on write and read.
 *
 * `auto` banners follow the user (signed-in-as for an assumed user, preview for a previewing user,
 * new hire packet for an onboarding user); `on` shows them for anyone so the whole stack can be seen.
 */
export const shellSettingsSchema = z.strictObject({
  /** GET /ajax/inbox/inbox_counts_json.php answers 500, the other variant `success: false`. */
  inboxFails: z.boolean(),
  /** isEmployeeCommunityWidgetEnabled (past announcements link). */
  communityWidget: z.boolean(),
  /** GET /global-employment/remote-link answers 502 even for admins. */
  remoteLinkFails: z.boolean(),
  paymentMethod: z.enum(['missing', 'expired', 'declined']).nullable(),
  gracePeriodDays: z.int().min(0).max(90).nullable(),
  /** auto: from the company (trial → active, demo data → demo); off: none. */
  trialStatus: z.enum(['auto', 'off', 'active', 'expired', 'demo']),
  freeTrialDays: days,
  cancellation: z.strictObject({ accountDaysLeft: days, payrollDaysLeft: days }).nullable(),
  signedInAs: autoOnOff,
  /** Who acts in the signed-in-as banner for a user no one assumed: a support admin or a company admin. */
  signedInAsActor: z.enum(['support', 'admin']),
  /** POST /ajax/announcement.php answers 503 (the banner comes back with an error). */
  announcementReadFails: z.boolean(),
  preview: autoOnOff,
  newHirePacket: autoOnOff,
  /** How long a Mobile QR login token lives (POST /auth/mobile_qr/token), so the Expired sheet can be seen soon. */
  qrTokenSeconds: z.int().min(5).max(600),
});

export type ShellSettings = z.infer<typeof shellSettingsSchema>;

export const DEFAULT_SHELL_SETTINGS: ShellSettings = Object.freeze({
  inboxFails: false,
  communityWidget: true,
  remoteLinkFails: false,
  paymentMethod: null,
  gracePeriodDays: null,
  trialStatus: 'auto',
  freeTrialDays: 14,
  cancellation: null,
  signedInAs: 'auto',
  signedInAsActor: 'support',
  announcementReadFails: false,
  preview: 'auto',
  newHirePacket: 'auto',
  qrTokenSeconds: 120,
});

/** Stored settings over the defaults; a broken or outdated row falls back field by field. */
export function readShellSettings(stored: string | null | undefined): ShellSettings {
  const value = parseStoredJson(stored);
  const settings: Record<string, unknown> = { ...DEFAULT_SHELL_SETTINGS };
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, field] of Object.entries(shellSettingsSchema.shape)) {
      if (!Object.hasOwn(value, key)) continue;
      const parsed = field.safeParse((value as Record<string, unknown>)[key]);
      if (parsed.success) settings[key] = parsed.data;
    }
  }
  return shellSettingsSchema.parse(settings);
}
