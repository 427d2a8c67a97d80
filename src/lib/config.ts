import { isRecord, parseJson } from './json';

/*
 * Configuration, in two halves with one name: this file is the pure half (the config's types, reading
 * the script block, dropping wrong-typed fields, merging), and src/stores/config.ts holds the
 * page-wide state (the script block, then every HrShell.configure()). Services read that state
 * through `pageConfig()`, a source the store installs when it loads, so src/lib imports no store.
 */

/** The signed-in user as the shell shows it. */
export interface CurrentUser {
  id: number;
  employeeId: number;
  firstName: string;
  lastName: string;
  preferredName?: string | null;
  avatarMedium?: string | null;
  /** Shown in the account menu's header; null when not printed. */
  email?: string | null;
  isOwner?: boolean;
  isAdmin?: boolean;
  supportAdmin?: boolean;
}

/** The session user's fields the session check needs; the rest of the page globals are not kept. */
export interface SessionUser {
  id: number | null;
  isOnboardingUser: boolean;
  isOfferLetterUser: boolean;
  loginType: string | null;
  /** The session user's company (page globals `companyId`), when printed: part of their realtime channel names. */
  companyId?: number;
  /** Whether the session user has a passkey (page globals `hasPasskey`), when printed: `<hr-passkey-prompt>` stays quiet for them. */
  hasPasskey?: boolean;
  /** Whether the session user accepted cookies (page globals `acceptedCookies`), when printed: `<hr-cookie-notice>` stays hidden for them. */
  acceptedCookies?: boolean;
}

export interface ReportContext {
  /** Where the error happened: an element tag, a service name. */
  source: string;
  /** Load-time errors are rethrown when no reporter is configured. */
  phase: 'load' | 'runtime';
  componentStack?: string;
}

export type ErrorReporter = (error: unknown, context: ReportContext) => void;

export interface HrShellConfig {
  /** Prefix put before every root-relative request path and app link, e.g. "/hr". */
  urlPrefix: string;
  /** Sent as X-CSRF-Token on unsafe same-origin requests; kept in memory only. */
  csrfToken: string | null;
  user: CurrentUser | null;
  /** Who the session belongs to and which check applies (onboarding endpoint, offer-letter users unchecked). */
  session: SessionUser | null;
  /** Capability flags (account, apps, devices, api, mobileQrLogin, devUtilities, …). */
  capabilities: Readonly<Record<string, boolean>>;
  /** Feature flags (jade, encore, PASSKEYS, BENCHMARKING_OPT_OUT, CORE_SNAPSHOT, files_api_v2, …). */
  features: Readonly<Record<string, boolean>>;
  /**
   * Site canSee flags: navigation items (home, myInfo, employees, hiring, reports, files,
   * payroll, payrollTrial, payrollPartner, benefits, compensation, globalEmployment) and header
   * actions (inbox, help, answers, settings). A missing flag means "not shown".
   */
  canSee: Readonly<Record<string, boolean>>;
  /** Session company flags (authSessionCompany: passkeysEnabled). */
  company: Readonly<Record<string, boolean>>;
  /** BCP-47 tag; null means "read <html lang>". */
  locale: string | null;
  /** Prefix of every local-storage key this library writes. */
  storagePrefix: string;
  /** Hosts that data-supplied links may point to besides the page's origin. */
  allowedHosts: readonly string[];
  /** Page's error-reporting service; only settable from script (HrShell.configure). */
  reportError: ErrorReporter | null;
  /**
   * Data the shell shows at first paint, printed by the page so it is not fetched: each is the
   * answer of its call, as that call would return it (the elements validate it as they would the
   * answer). `null` (the default) means "not printed: fetch it".
   */
  banners: PrintedData;
  /** The `/ajax/inbox/inbox_counts_json.php` answer (docs/api shellInboxCounts). */
  inbox: PrintedData;
  /** The `/answers/header-button` answer (docs/api shellAnswersButton). */
  answersButton: PrintedData;
  /**
   * Realtime (Pusher) settings: `key`, `cluster`, `wsHost`, `wsPort`, `wssPort`, `forceTLS`,
   * `enabledTransports`, `authEndpoint`; checked by src/lib/realtime.logic.ts when an element asks
   * for realtime. `null` (the default): no realtime. Replaced whole on merge.
   */
  realtime: Readonly<Record<string, unknown>> | null;
  /**
   * The mobile app's links in the Mobile QR dialog: `appStoreUrl`, `googlePlayUrl` (https) and
   * `solutionsUrl` (the provider's mobile page: root-relative, or https on an allowed host).
   * Missing ones use the defaults of src/components/mobile-qr/mobile-qr.logic.ts.
   */
  mobileApp: Readonly<Record<string, string>>;
  /**
   * The help-centre search service (Algolia-compatible): `host`, `appId`, `apiKey` (search-only),
   * `index`; checked by src/components/help-search/help-search.logic.ts when a help search asks.
   * Missing or `null`: the same-origin endpoint `/help/1/indexes/articles/query`. Replaced whole on merge.
   */
  helpSearch?: Readonly<Record<string, unknown>> | null;
}

/** A call's answer printed into the config block; validated by the element that shows it. */
export type PrintedData = Readonly<Record<string, unknown>> | null;

/**
 * The keys whose value is an object (or null) that the code using it checks: the printed answers
 * (`banners`, `inbox`, `answersButton`), `realtime` and `helpSearch`. Kept as given, replaced whole on merge.
 */
export const RECORD_KEYS = ['banners', 'inbox', 'answersButton', 'realtime', 'helpSearch'] as const;

export type ConfigInput = Partial<Omit<HrShellConfig, 'reportError'>> & { reportError?: ErrorReporter | null };

export const DEFAULT_CONFIG: Readonly<HrShellConfig> = {
  urlPrefix: '',
  csrfToken: null,
  user: null,
  session: null,
  capabilities: {},
  features: {},
  canSee: {},
  company: {},
  locale: null,
  storagePrefix: 'hr-shell:',
  allowedHosts: [],
  reportError: null,
  banners: null,
  inbox: null,
  answersButton: null,
  realtime: null,
  mobileApp: {},
};

export const CONFIG_SCRIPT_ID = 'hr-shell-config';

/** The flag maps: sanitized as maps of booleans, merged key by key. */
const FLAG_KEYS = ['capabilities', 'features', 'canSee', 'company'] as const;

function flagMap(value: unknown): Record<string, boolean> | undefined {
  if (!isRecord(value)) return undefined;
  const flags: Record<string, boolean> = {};
  for (const [key, flag] of Object.entries(value)) if (typeof flag === 'boolean') flags[key] = flag;
  return flags;
}

/** The user block must at least identify someone; optional fields of the wrong type are dropped. */
function user(value: unknown): CurrentUser | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || !Number.isInteger(value.id) || (value.id as number) < 1) return undefined;
  const out: Record<string, unknown> = {
    id: value.id,
    employeeId: Number.isInteger(value.employeeId) ? value.employeeId : 0,
  };
  for (const key of ['firstName', 'lastName', 'preferredName', 'avatarMedium', 'email'])
    out[key] =
      typeof value[key] === 'string' ? value[key] : key.endsWith('Name') && key !== 'preferredName' ? '' : null;
  for (const key of ['isOwner', 'isAdmin', 'supportAdmin']) out[key] = value[key] === true;
  return out as unknown as CurrentUser;
}

function session(value: unknown): SessionUser | null | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const companyId = value.companyId;
  const out: SessionUser = {
    id: Number.isInteger(value.id) && (value.id as number) > 0 ? (value.id as number) : null,
    isOnboardingUser: value.isOnboardingUser === true,
    isOfferLetterUser: value.isOfferLetterUser === true,
    loginType: typeof value.loginType === 'string' ? value.loginType : null,
  };
  if (Number.isInteger(companyId) && (companyId as number) > 0) out.companyId = companyId as number;
  for (const key of ['acceptedCookies', 'hasPasskey'] as const)
    if (typeof value[key] === 'boolean') out[key] = value[key] as boolean;
  return out;
}

/**
 * Keeps only well-typed fields of a config coming from PHP (script block or attribute): a wrong
 * type is dropped with its default kept, never passed on.
 */
export function sanitizeConfig(input: unknown): ConfigInput {
  if (!isRecord(input)) return {};
  const out: ConfigInput = {};
  if (typeof input.urlPrefix === 'string') out.urlPrefix = input.urlPrefix.replace(/\/+$/, '');
  if (typeof input.csrfToken === 'string' || input.csrfToken === null) out.csrfToken = input.csrfToken;
  const u = user(input.user);
  if (u !== undefined) out.user = u;
  const s = session(input.session);
  if (s !== undefined) out.session = s;
  for (const key of FLAG_KEYS) {
    const flags = flagMap(input[key]);
    if (flags) out[key] = flags;
  }
  if (typeof input.locale === 'string' || input.locale === null) out.locale = input.locale;
  if (typeof input.storagePrefix === 'string') out.storagePrefix = input.storagePrefix;
  if (Array.isArray(input.allowedHosts))
    out.allowedHosts = input.allowedHosts.filter((h): h is string => typeof h === 'string').map((h) => h.toLowerCase());
  if (typeof input.reportError === 'function' || input.reportError === null)
    out.reportError = input.reportError as ErrorReporter | null;
  if (isRecord(input.mobileApp))
    out.mobileApp = Object.fromEntries(
      Object.entries(input.mobileApp).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  for (const key of RECORD_KEYS) {
    const value = input[key];
    if (value === null || isRecord(value)) out[key] = value;
  }
  return out;
}

/** Flag maps merge key by key so a page can switch one flag without restating the others. */
export function mergeConfig(base: HrShellConfig, patch: ConfigInput): HrShellConfig {
  const merged = { ...base, ...patch };
  for (const key of FLAG_KEYS) merged[key] = { ...base[key], ...patch[key] };
  return merged;
}

/** Reads `<script type="application/json" id="hr-shell-config">`; a broken block is reported, not thrown. */
export function readConfigScript(doc: Document | undefined = globalThis.document): ConfigInput {
  const script = doc?.getElementById(CONFIG_SCRIPT_ID);
  if (!script) return {};
  const parsed = parseJson(script.textContent);
  if (!parsed.ok) {
    console.error(`[hr-shell] #${CONFIG_SCRIPT_ID} does not hold valid JSON (${parsed.error}); using defaults.`);
    return {};
  }
  return sanitizeConfig(parsed.value);
}

let source: () => HrShellConfig = () => DEFAULT_CONFIG;

/** Installed by src/stores/config.ts: where services read the page-wide config. */
export function setConfigSource(read: () => HrShellConfig): void {
  source = read;
}

/** The page-wide config as services see it; the defaults until the config store has loaded. */
export function pageConfig(): HrShellConfig {
  return source();
}
