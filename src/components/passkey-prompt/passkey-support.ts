/** Condition 1 of the passkey modal: the browser can create passkeys (read at each call: a test or polyfill may change it). */
export function passkeysSupported(): boolean {
  return (
    typeof globalThis.PublicKeyCredential === 'function' &&
    typeof globalThis.navigator?.credentials?.create === 'function'
  );
}
