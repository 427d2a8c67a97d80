import { useCallback, useState } from 'react';
import { getCookie, setCookie } from '../../lib/cookies';
import {
  isExpanded,
  parseSectionState,
  SECTION_COOKIE,
  SECTION_COOKIE_MAX_AGE,
  serializeSectionState,
  toggleSection,
  type SectionState,
  type SectionToken,
} from './employee-snapshot.logic';

/**
 * Which sections are expanded, kept in the `snapshotSectionState` cookie (JSON keyed by section
 * token; Secure, SameSite=Strict, path /). A corrupt or hostile cookie reads as the defaults
 * (expanded) and is replaced by the next toggle.
 */
export function useSectionState() {
  const [state, setState] = useState<SectionState>(() => parseSectionState(getCookie(SECTION_COOKIE)));
  const toggle = useCallback((token: SectionToken) => {
    setState((current) => {
      const next = toggleSection(current, token);
      setCookie(SECTION_COOKIE, serializeSectionState(next), { path: '/', maxAge: SECTION_COOKIE_MAX_AGE });
      return next;
    });
  }, []);
  return { expanded: (token: SectionToken) => isExpanded(state, token), toggle };
}
