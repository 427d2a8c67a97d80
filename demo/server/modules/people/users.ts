/**
 * The demo users: one per role of SPEC §1 and §6, each with a login type of SPEC §3. The README
 * lists them; the password of every one is `hr-demo-<username>`.
 */
export interface DemoUserSeed {
  username: string;
  /** Index into the seeded employees (1-based employee id). */
  employeeId: number;
  role: string;
  loginType: 'password' | 'google' | 'okta' | 'one_login' | 'saml' | 'microsoft' | 'qbop';
  isOwner?: boolean;
  isAdmin?: boolean;
  supportAdmin?: boolean;
  offerLetter?: boolean;
  onboarding?: boolean;
  previewing?: boolean;
  assumedBy?: string;
  acceptedCookies?: boolean;
  hasPasskey?: boolean;
  canSeeProfile?: boolean;
  capabilities: Record<string, boolean>;
  features: Record<string, boolean>;
}

const allCapabilities = { account: true, apps: true, devices: true, api: true, mobileQrLogin: true, devUtilities: true, twoStepSelfService: true };
const allFeatures = { jade: true, encore: true, PASSKEYS: true, BENCHMARKING_OPT_OUT: true, CORE_SNAPSHOT: true, files_api_v2: false };

export const DEMO_USERS: readonly DemoUserSeed[] = [
  { username: 'owner', employeeId: 1, role: 'owner', loginType: 'password', isOwner: true, isAdmin: true, acceptedCookies: true, capabilities: allCapabilities, features: allFeatures },
  { username: 'admin', employeeId: 2, role: 'admin', loginType: 'google', isAdmin: true, acceptedCookies: true, hasPasskey: true, capabilities: { ...allCapabilities, devUtilities: false }, features: { ...allFeatures, files_api_v2: true } },
  { username: 'manager', employeeId: 3, role: 'manager', loginType: 'okta', acceptedCookies: true, capabilities: { account: true, devices: true, mobileQrLogin: true, twoStepSelfService: true }, features: { CORE_SNAPSHOT: true, PASSKEYS: true } },
  { username: 'employee', employeeId: 4, role: 'employee', loginType: 'password', canSeeProfile: false, capabilities: { account: true, mobileQrLogin: true }, features: { CORE_SNAPSHOT: true } },
  { username: 'support', employeeId: 5, role: 'support admin', loginType: 'saml', isAdmin: true, supportAdmin: true, acceptedCookies: true, capabilities: { account: true, api: true, devUtilities: true }, features: allFeatures },
  { username: 'assumed', employeeId: 6, role: 'assumed user', loginType: 'microsoft', assumedBy: 'support', acceptedCookies: true, capabilities: { account: true }, features: { CORE_SNAPSHOT: true } },
  { username: 'onboarding', employeeId: 7, role: 'onboarding user', loginType: 'one_login', onboarding: true, capabilities: {}, features: {} },
  { username: 'offerletter', employeeId: 8, role: 'offer-letter user', loginType: 'password', offerLetter: true, capabilities: {}, features: {} },
  { username: 'preview', employeeId: 9, role: 'previewing user', loginType: 'qbop', isAdmin: true, previewing: true, acceptedCookies: true, capabilities: { account: true }, features: { CORE_SNAPSHOT: true } },
];

export const demoPassword = (username: string) => `hr-demo-${username}`;
