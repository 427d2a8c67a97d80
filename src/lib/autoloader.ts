import { report } from './report';
import { shared } from './runtime';

export type Loaders = Readonly<Record<string, () => Promise<unknown>>>;

export interface Autoloader {
  /** Loads every known tag under `root` and keeps watching it for new ones. */
  observe(root: Document | ShadowRoot | Element): void;
  /** Resolves when the given tags are defined (loading them if needed). */
  preload(tags: readonly string[]): Promise<void>;
  disconnect(): void;
}

/**
 * Defines each hr-* tag the first time it appears: in the document, in markup added later, and
 * inside shadow roots our elements create (defineElement hands them over through `observe`).
 * `hint(tag)` runs just before a tag's module is imported (the module preload of its chunks).
 */
export function createAutoloader(loaders: Loaders, hint: (tag: string) => void = () => {}): Autoloader {
  const started = new Map<string, Promise<void>>();
  // One observer watches every root: a root holds its registration, so a shadow root that goes
  // away takes it along, and thousands of elements never mean thousands of observers.
  let observer: MutationObserver | null = null;

  function load(tag: string): Promise<void> {
    let loading = started.get(tag);
    if (loading) return loading;
    const loader = loaders[tag];
    if (!loader || customElements.get(tag)) return Promise.resolve();
    loading = loader().then(
      () => undefined,
      (error: unknown) => {
        // Let a later appearance of the tag try again (a flaky network must not disable it for good).
        started.delete(tag);
        try {
          report(error, { source: `autoloader:${tag}`, phase: 'load' });
        } catch {
          // report() rethrows load errors when no reporter is set; it already logged them.
        }
      },
    );
    started.set(tag, loading);
    return loading;
  }

  /** Hints every new tag first, then imports them: their files are requested in one wave. */
  function loadAll(tags: Iterable<string>): Promise<void[]> {
    const fresh = [...new Set(tags)].filter((tag) => tag in loaders && !started.has(tag) && !customElements.get(tag));
    for (const tag of fresh) hint(tag);
    return Promise.all([...new Set(tags)].map(load));
  }

  function scan(root: ParentNode | Element): void {
    const tags: string[] = [];
    const visit = (element: Element) => {
      const tag = element.localName;
      if (tag.startsWith('hr-') && tag in loaders) tags.push(tag);
    };
    if (root instanceof Element) visit(root);
    for (const element of root.querySelectorAll(':not(:defined)')) visit(element);
    if (tags.length) void loadAll(tags);
  }

  return {
    observe(root) {
      scan(root);
      observer ??= new MutationObserver((records) => {
        for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) scan(node);
      });
      observer.observe(root, { childList: true, subtree: true });
    },
    async preload(tags) {
      await loadAll(tags);
    },
    disconnect() {
      observer?.disconnect();
      observer = null;
    },
  };
}

/** The page's one autoloader, shared by every bundle copy. */
export function pageAutoloader(loaders: Loaders, hint?: (tag: string) => void): Autoloader {
  return shared('autoloader', () => createAutoloader(loaders, hint));
}
