/**
 * The demo users: one per role, each with a login type (authGetLoginType). docs/demo-server.md
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
  /** Site canSee flags: navigation items and header actions; a missing flag means hidden. */
  canSee: Record<string, boolean>;
}

const allCapabilities = {
  account: true,
  apps: true,
  devices: true,
  api: true,
  mobileQrLogin: true,
  devUtilities: true,
  twoStepSelfService: true,
};
const allFeatures = {
  jade: true,
  encore: true,
  PASSKEYS: true,
  BENCHMARKING_OPT_OUT: true,
  CORE_SNAPSHOT: true,
  files_api_v2: false,
};

/**
 * Whether the seeded company is in its trial (company.is_trial). A trial company registers for
 * payroll from the nav's trial entry instead of running payroll, so owners and admins see
 * `payrollTrial` or `payroll`, never both. The demo panel can switch any canSee flag afterwards.
 */
export const COMPANY_IN_TRIAL = false;

/** What each role sees in the global navigation and header (site canSee flags). */
const flags = (...names: string[]) => Object.fromEntries(names.map((name) => [name, true]));
const allNav = {
  ...flags(
    'home',
    'myInfo',
    'employees',
    'hiring',
    'reports',
    'files',
    'payrollPartner',
    'benefits',
    'compensation',
    'globalEmployment',
  ),
  payroll: !COMPANY_IN_TRIAL,
  payrollTrial: COMPANY_IN_TRIAL,
};
const allHeader = flags('inbox', 'help', 'answers', 'settings');
const staffHeader = flags('inbox', 'help', 'answers');

export const DEMO_USERS: readonly DemoUserSeed[] = [
  {
    username: 'owner',
    employeeId: 1,
    role: 'owner',
    loginType: 'password',
    isOwner: true,
    isAdmin: true,
    acceptedCookies: true,
    capabilities: allCapabilities,
    features: allFeatures,
    canSee: { ...allNav, ...allHeader },
  },
  {
    username: 'admin',
    employeeId: 2,
    role: 'admin',
    loginType: 'google',
    isAdmin: true,
    acceptedCookies: true,
    hasPasskey: true,
    capabilities: { ...allCapabilities, devUtilities: false },
    features: { ...allFeatures, files_api_v2: true },
    canSee: { ...allNav, ...allHeader },
  },
  {
    username: 'manager',
    employeeId: 3,
    role: 'manager',
    loginType: 'okta',
    acceptedCookies: true,
    capabilities: { account: true, devices: true, mobileQrLogin: true, twoStepSelfService: true },
    features: { CORE_SNAPSHOT: true, PASSKEYS: true },
    canSee: { ...flags('home', 'myInfo', 'employees', 'hiring', 'reports', 'files'), ...staffHeader },
  },
  {
    username: 'employee',
    employeeId: 4,
    role: 'employee',
    loginType: 'password',
    canSeeProfile: false,
    capabilities: { account: true, mobileQrLogin: true },
    features: { CORE_SNAPSHOT: true },
    canSee: { ...flags('home', 'myInfo', 'files', 'benefits'), ...staffHeader },
  },
  {
    username: 'support',
    employeeId: 5,
    role: 'support admin',
    loginType: 'saml',
    isAdmin: true,
    supportAdmin: true,
    acceptedCookies: true,
    capabilities: { account: true, api: true, devUtilities: true },
    features: allFeatures,
    canSee: {
      ...flags(
        'home',
        'myInfo',
        'employees',
        'hiring',
        'reports',
        'files',
        'payroll',
        'benefits',
        'compensation',
        'globalEmployment',
      ),
      ...allHeader,
    },
  },
  {
    username: 'assumed',
    employeeId: 6,
    role: 'assumed user',
    loginType: 'microsoft',
    assumedBy: 'support',
    acceptedCookies: true,
    capabilities: { account: true },
    features: { CORE_SNAPSHOT: true },
    canSee: { ...flags('home', 'myInfo', 'employees', 'files', 'benefits'), ...staffHeader },
  },
  {
    username: 'onboarding',
    employeeId: 7,
    role: 'onboarding user',
    loginType: 'one_login',
    onboarding: true,
    capabilities: {},
    features: {},
    canSee: { home: true, help: true },
  },
  {
    username: 'offerletter',
    employeeId: 8,
    role: 'offer-letter user',
    loginType: 'password',
    offerLetter: true,
    capabilities: {},
    features: {},
    canSee: { help: true },
  },
  {
    username: 'preview',
    employeeId: 9,
    role: 'previewing user',
    loginType: 'qbop',
    isAdmin: true,
    previewing: true,
    acceptedCookies: true,
    capabilities: { account: true },
    features: { CORE_SNAPSHOT: true },
    canSee: { ...flags('home', 'myInfo', 'files', 'benefits'), ...staffHeader },
  },
];

export const demoPassword = (username: string) => `hr-demo-${username}`;
