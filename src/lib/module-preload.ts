/**
 * The chunk graph the module build writes (`dist/modulepreload.json`, and a copy inlined in
 * `hr-shell.js`): for each tag, every file its first render needs, the element file first, paths
 * relative to `hr-shell.js`.
 */
export type PreloadGraph = Readonly<Record<string, readonly string[]>>;

/**
 * The graph as the build inlines it in `hr-shell.js`, each chunk name written once and no tag
 * name at all: `chunks` are the files without `./` and `.js`; `tags[i]` lists the chunks of the
 * i-th tag of the registry order the autoloader already carries, after its own
 * `elements/<tag>` file, which every tag's list starts with.
 */
export interface PackedPreloadGraph {
  readonly chunks: readonly string[];
  readonly tags: readonly (readonly number[])[];
}

/** Packs a graph for inlining (the build), its tags in `order`; `unpackGraph` gives it back. */
export function packGraph(graph: PreloadGraph, order: readonly string[]): PackedPreloadGraph {
  const chunks: string[] = [];
  const missing = Object.keys(graph).filter((tag) => !order.includes(tag));
  if (missing.length > 0) throw new Error(`the graph has tags the order lacks: ${missing.join(', ')}`);
  const tags = order.map((tag) => {
    const files = graph[tag] ?? [`./elements/${tag}.js`];
    if (files[0] !== `./elements/${tag}.js`)
      throw new Error(`the graph of ${tag} does not start with its element file`);
    return files.slice(1).map((file) => {
      const name = file.replace(/^\.\//, '').replace(/\.js$/, '');
      const at = chunks.indexOf(name);
      return at < 0 ? chunks.push(name) - 1 : at;
    });
  });
  return { chunks, tags };
}

export function unpackGraph({ chunks, tags }: PackedPreloadGraph, order: readonly string[]): PreloadGraph {
  const graph: Record<string, string[]> = {};
  order.forEach((tag, at) => {
    graph[tag] = [`./elements/${tag}.js`, ...(tags[at] ?? []).map((index) => `./${chunks[index]}.js`)];
  });
  return graph;
}

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
