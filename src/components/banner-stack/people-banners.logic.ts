/**
 * Rules of the banners about who is signed in (signed-in-as, new hire packet, preview-as), in their
 * own chunk. Pure: no React, no DOM, no network, no timers.
 */

export const NEW_HIRE_PACKET_PATH = '/employees/new_hire_packet_login.php';

/**
 * "Done previewing": /settings/permissions/?test=0&uri={requestUri}, the URI encoded. Only a
 * same-origin http(s) URI is kept (as path, query and hash); anything else comes back to '/'.
 */
export function donePreviewingHref(requestUri: string, origin: string): string {
  let uri = '/';
  try {
    const url = new URL(requestUri, `${origin}/`);
    if (url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:'))
      uri = url.pathname + url.search + url.hash;
  } catch {
    // Not a URL at all: home.
  }
  return `/settings/permissions/?test=0&uri=${encodeURIComponent(uri)}`;
}
