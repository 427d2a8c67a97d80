/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
}

/**
 * A minimal standalone page (popups, the signed-out page). Only `/sso/complete.js` may run: the
 * app's CSP forbids inline scripts, so pages carry data in attributes, never in script text.
 */
export function page(title: string, body: string, attributes: Record<string, string> = {}, script?: string): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return (
    `<!doctype html>\n<html lang="en"${attrs}>\n<head>\n<meta charset="utf-8">\n` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${escapeHtml(title)}</title>\n` +
    `<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:28rem;padding:0 1rem}` +
    `button{font:inherit;padding:.5rem 1rem}</style>\n` +
    `${script ? `<script src="${escapeHtml(script)}" defer></script>\n` : ''}</head>\n<body>\n<main>\n${body}\n</main>\n</body>\n</html>\n`
  );
}
