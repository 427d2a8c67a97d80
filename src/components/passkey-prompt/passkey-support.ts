/**
 * A page framed by another site does not suggest passkeys: WebAuthn there needs the framing
 * site's permission, and a sign-in credential must not be created under another site's frame
 * (clickjacking, QUALITY §4 row 20).
 */
function framedByOtherSite(): boolean {
  try {
    return window.top !== window.self && window.top?.location.origin !== window.location.origin;
  } catch {
    // Reading another origin's location throws: framed by another site.
    return true;
  }
}

/**
 * Condition 1 of the passkey modal: the browser can create passkeys here (read at each call: a
 * test or polyfill may change it).
 */
export function passkeysSupported(): boolean {
  return (
    typeof globalThis.PublicKeyCredential === 'function' &&
    typeof globalThis.navigator?.credentials?.create === 'function' &&
    !framedByOtherSite()
  );
}
