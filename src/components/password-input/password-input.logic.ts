/** Rules of `<hr-password-input>`. Pure: no React, no DOM, no network, no timers. */

/** The input's type: the password is readable only while the toggle is pressed. */
export function inputType(shown: boolean): 'text' | 'password' {
  return shown ? 'text' : 'password';
}

/** What makes a shown password hidden again: the form is sent or reset (password managers read a password field). */
export function hidesOn(eventType: string): boolean {
  return eventType === 'submit' || eventType === 'reset';
}

/** The forgot link's `target` and `rel`: a new browsing context never gets a handle on this page. */
export function linkTarget(target: string | undefined): { target?: string; rel?: string } {
  const value = (target ?? '').trim();
  if (value === '' || value === '_self') return {};
  return { target: value, rel: 'noopener noreferrer' };
}
