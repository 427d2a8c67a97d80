import type { SessionUser } from '../../core/env';
import type { SectionName } from './queries';

/**
 * What a user's search may return, by capability (docs/api/search.yaml, "Who sees what"):
 * - offer-letter and onboarding users: only themselves in the directory, nothing else;
 * - everyone else: the employee directory;
 * - candidates and job openings: hiring roles only (canSee.hiring);
 * - reports: users with report access (canSee.reports);
 * - files: users with the files area (canSee.files).
 */
export interface SearchScope {
  sections: ReadonlySet<SectionName>;
  /** Set when the directory section holds only the user's own record. */
  onlyEmployeeId: number | null;
}

export function searchScope(user: SessionUser): SearchScope {
  if (user.isOfferLetterUser || user.isOnboardingUser) {
    return { sections: new Set<SectionName>(['employee']), onlyEmployeeId: user.employeeId };
  }
  const sections = new Set<SectionName>(['employee']);
  if (user.canSee.hiring) {
    sections.add('job-candidate');
    sections.add('job-opening');
  }
  if (user.canSee.reports) sections.add('report');
  if (user.canSee.files) sections.add('file');
  return { sections, onlyEmployeeId: null };
}
