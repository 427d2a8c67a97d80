/** The signed-in user as routes see it (one row of `users` joined to its settings). */
export interface SessionUser {
  id: number;
  username: string;
  employeeId: number;
  companyId: number;
  firstName: string;
  lastName: string;
  preferredName: string | null;
  /** The employee's work email (the account menu's header). */
  email: string;
  role: string;
  loginType: string;
  isOwner: boolean;
  isAdmin: boolean;
  supportAdmin: boolean;
  isOfferLetterUser: boolean;
  isOnboardingUser: boolean;
  isPreviewing: boolean;
  /** Set when a support admin acts for this user ("assumed user"). */
  assumedBy: string | null;
  acceptedCookies: boolean;
  /** Updated terms to respond to (the workflows module's terms_pending): pages print `<hr-terms-prompt>`. */
  termsPending?: boolean;
  hasPasskey: boolean;
  canSeeProfile: boolean;
  capabilities: Record<string, boolean>;
  features: Record<string, boolean>;
  /** Site canSee flags: which nav items and header actions the user sees. */
  canSee: Record<string, boolean>;
  /** The session company's passkeysEnabled (authSessionCompany). */
  companyPasskeysEnabled: boolean;
}

export interface SessionRecord {
  id: string;
  userId: number;
  csrfToken: string;
  expiresAt: number;
  expired: boolean;
}

export interface AppEnv {
  Variables: {
    /** The session named by the cookie, expired or not (null when there is none). */
    session: SessionRecord | null;
    /** The user of a live session; null when signed out or expired. */
    user: SessionUser | null;
  };
}
