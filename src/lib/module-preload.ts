/**
 * The chunk graph the module build writes (`dist/modulepreload.json`, and a copy inlined in
 * `hr-shell.js`): for each tag, every file its first render needs, the element file first, paths
 * relative to `hr-shell.js`.
 */
export type PreloadGraph = Readonly<Record<string, readonly string[]>>;

/**
 * Returns `hint(tag)`: adds a `<link rel="modulepreload">` for each file of the tag's graph not yet
 * hinted or printed by the page, so the element file and its shared chunks are requested in one
 * wave instead of one import level after another.
 */
export function modulePreloader(graph: PreloadGraph, base: string, doc: Document): (tag: string) => void {
  const hinted = new Set<string>();
  let printed: Set<string> | null = null;
  return (tag) => {
    const files = graph[tag];
    if (!files) return;
    printed ??= new Set(
      [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
    );
    for (const file of files) {
      const href = new URL(file, base).href;
      if (hinted.has(href) || printed.has(href)) continue;
      hinted.add(href);
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      doc.head.append(link);
    }
  };
}
