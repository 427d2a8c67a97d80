import {
  Component,
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  type ComponentType,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { HrShellConfig } from '../lib/config';
import { emit, type EmitOptions } from './events';
import { bindHttp, prefetchHttpClientOnIntent, type BoundHttp } from '../lib/http';
import { resolveLocale, t } from '../lib/i18n';
import * as m from '../lib/messages.en-US';
import { parseJson } from '../lib/json';
import { report } from '../lib/report';
import { announceShadowRoot, runtimeVersion, shared, VERSION } from '../lib/runtime';
import { $config, resolveConfig } from '../stores/config';
import { baseStyles } from '../styles/base.styles';
import { useStoreValue } from './use-store';

/** How an attribute string becomes a prop. */
export type PropKind = 'string' | 'number' | 'boolean' | 'json';

/** What made a lazily mounted element start React. */
export type Activation = 'connect' | 'click' | 'focus' | 'hover';

/**
 * Lazy elements show a cheap light-DOM stand-in (usually the server's own text) and mount React
 * only on the first focus, hover or click, so a page with a thousand of them costs little more
 * than plain markup. `prepare` must stay cheap: it runs for every element on load.
 */
export interface LazyMount<P> {
  prepare(host: HTMLElement, props: Readonly<Partial<P>>): void;
  /** Undoes `prepare` right before React takes over the element. */
  release(host: HTMLElement): void;
}

export interface ElementOptions<P> {
  /** Props mapped to kebab-case attributes, with their parsing. */
  props: { readonly [K in keyof P]?: PropKind };
  /**
   * Shell pieces render into an open shadow root (default). Form helpers render in light DOM, into
   * a `<span data-hr-ui>` appended to the host, next to the page's own children.
   */
  shadow?: boolean;
  /**
   * CSS shared by every instance as one constructable stylesheet: the shadow root's, or (light
   * DOM) added once to the document or enclosing shadow root, so it must be scoped by the tag.
   */
  styles?: string;
  lazy?: LazyMount<P>;
}

/** Props every element receives besides its own. */
export interface CommonProps {
  /** Per-element overrides of the page config (JSON): urlPrefix, csrfToken, features, locale… */
  config?: unknown;
}

interface HostContextValue {
  host: HTMLElement;
  tag: string;
  activation: Activation;
  config: HrShellConfig;
  /** The element's own `config` overrides as given (attribute or property), before the merge. */
  configOverride: unknown;
  http: BoundHttp;
}

const HostContext = createContext<HostContextValue | null>(null);

function useHostContext(): HostContextValue {
  const value = useContext(HostContext);
  if (!value) throw new Error('hr-shell: hook used outside an element');
  return value;
}

/** The custom element this React tree renders for. */
export function useHost(): HTMLElement {
  return useHostContext().host;
}

/** Dispatches `hr-<name>` from the host, bubbling and composed; false when a listener vetoed it. */
export function useEmit(): (name: string, detail?: object, options?: EmitOptions) => boolean {
  const { host } = useHostContext();
  return useMemo(() => (name, detail, options) => emit(host, name, detail, options), [host]);
}

/** Page config merged with the element's own `config` attribute. */
export function useConfig(): HrShellConfig {
  return useHostContext().config;
}

/**
 * The element's own config overrides, unmerged: what a nested element of its shadow tree gets as
 * its `config` property, so overrides given to the outer element reach the inner one too.
 */
export function useConfigOverride(): unknown {
  return useHostContext().configOverride;
}

/**
 * The http service bound to this element's config, so calls pass no `config`. The same object for
 * the element's whole life (safe in effect dependencies); each call uses the latest config.
 */
export function useHttp(): BoundHttp {
  return useHostContext().http;
}

export function useActivation(): Activation {
  return useHostContext().activation;
}

export function useLocale(): string {
  const { config, host } = useHostContext();
  return resolveLocale({ override: config.locale, element: host });
}

const ACTIVATE = Symbol.for('hr-shell.activate');

type Activatable = Node & { [ACTIVATE]?: (reason: Activation) => void };

function toDashed(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
}

type Parsed = { ok: true; value: unknown } | { ok: false };

/** HTML semantics: a present boolean attribute is true whatever its value; removal means default. */
export function parseAttribute(kind: PropKind, raw: string | null): Parsed {
  if (kind === 'boolean') return { ok: true, value: raw !== null };
  if (raw === null) return { ok: true, value: undefined };
  if (kind === 'string') return { ok: true, value: raw };
  if (kind === 'number') {
    const value = raw.trim() === '' ? Number.NaN : Number(raw);
    return Number.isFinite(value) ? { ok: true, value } : { ok: false };
  }
  const parsed = parseJson(raw);
  return parsed.ok ? parsed : { ok: false };
}

const sheets = new Map<string, CSSStyleSheet>();

function sheetFor(tag: string, css: string): CSSStyleSheet {
  let sheet = sheets.get(tag);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(tag, sheet);
  }
  return sheet;
}

function adoptStyles(root: ShadowRoot, tag: string, css: string): void {
  root.adoptedStyleSheets = [sheetFor(tag, `${baseStyles}\n${css}`)];
}

/**
 * Adds the stylesheet named `key` (built once from `css`, then shared by every tree) to a document
 * or shadow root, once. Light-DOM elements add theirs to the tree they sit in, scoped by the tag
 * name since the page's own rules share that tree; a lazily loaded part adds its own to its
 * element's shadow root (`useShadowSheet`).
 */
export function adoptSheet(root: Document | ShadowRoot, key: string, css: string): void {
  if (!css || !('adoptedStyleSheets' in root)) return;
  const sheet = sheetFor(key, css);
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

function adoptLightStyles(host: HTMLElement, tag: string, css: string): void {
  adoptSheet(host.getRootNode() as Document | ShadowRoot, tag, css);
}

/**
 * The stylesheet of a part that loads later than its element (an import() chunk) joins the
 * element's shadow root before the part is first painted. `key` names the sheet: not a tag name.
 */
export function useShadowSheet(key: string, css: string): void {
  const { host } = useHostContext();
  useLayoutEffect(() => {
    if (host.shadowRoot) adoptSheet(host.shadowRoot, key, css);
  }, [host, key, css]);
}

/**
 * Where a light-DOM element's React tree renders: a `<span data-hr-ui>` of its own at the end of
 * the host, so the page's children (a form helper's real `<input>`) are left where they are.
 */
function lightContainer(host: HTMLElement): HTMLElement {
  // By class too: a helper may append other [data-hr-ui] nodes (a hidden mirror input).
  const existing = host.querySelector<HTMLElement>(':scope > span.hr-ui[data-hr-ui]');
  if (existing) return existing;
  const container = document.createElement('span');
  container.setAttribute('data-hr-ui', '');
  container.className = 'hr-ui';
  host.append(container);
  return container;
}

interface BoundaryProps {
  host: HTMLElement;
  children: ReactNode;
}

/** One failing element shows a compact fallback; the page and other elements keep working. */
class ElementBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    // Reporting happens once, in the root's onCaughtError (it has the component stack).
    emit(this.props.host, 'error', { message: t(m.elementFailed) });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <span className="hr-fallback" part="fallback" role="alert">
        {t(m.elementFailed)}{' '}
        <button type="button" className="hr-fallback-retry" onClick={() => this.setState({ failed: false })}>
          {t(m.elementRetry)}
        </button>
      </span>
    );
  }
}

let rootSequence = 0;

const versionWarning = shared('version-warning', () => ({ shown: false }));

function warnIfOtherVersion(tag: string, existing: CustomElementConstructor): void {
  const version = (existing as { hrShellVersion?: string }).hrShellVersion ?? runtimeVersion();
  if (version === VERSION || versionWarning.shown) return;
  versionWarning.shown = true;
  console.warn(`[hr-shell] ${version} is already loaded on this page; ignoring ${VERSION} (first seen at <${tag}>).`);
}

/** Page-wide listeners that wake lazy elements: one set for all of them, not three per element. */
function installActivation(): void {
  shared('lazy-activation', () => {
    const wake = (reason: Activation) => (event: Event) => {
      // Innermost first, and every lazy element on the path: nested ones wake together.
      for (const node of event.composedPath()) (node as Activatable)[ACTIVATE]?.(reason);
    };
    document.addEventListener('click', wake('click'), true);
    document.addEventListener('focusin', wake('focus'), true);
    document.addEventListener('pointerover', wake('hover'), true);
    return true;
  });
}

/** One DOMContentLoaded listener for every element that connected while the page was parsing. */
function whenParsed(element: HTMLElement, run: () => void): void {
  const waiting = shared('parse-waiters', () => {
    const map = new Map<HTMLElement, () => void>();
    document.addEventListener('DOMContentLoaded', () => {
      for (const callback of map.values()) callback();
      map.clear();
    });
    return map;
  });
  waiting.set(element, run);
}

/** The custom-element callbacks every hr-shell element implements (subclasses may extend them). */
export interface HrElementLifecycle {
  attributeChangedCallback(attribute: string, old: string | null, value: string | null): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
}

export type HrElementConstructor<P> = {
  new (): HTMLElement & Partial<P> & CommonProps & HrElementLifecycle;
  readonly hrShellVersion: string;
  readonly observedAttributes: string[];
};

/**
 * Builds the custom element class rendering `View` for `tag`. Fixes what r2wc gets wrong for HTML
 * pages (bare booleans, removed attributes, bad JSON, properties set before upgrade, unmount on
 * move) and adds an error boundary and shadow styles. Each elements/hr-*.ts file subclasses the
 * result (so the manifest analyzer sees a documented class) and passes it to defineElement().
 */
export function createElementClass<P extends object>(
  tag: string,
  View: ComponentType<P>,
  options: ElementOptions<P>,
): HrElementConstructor<P> {
  const kinds: Record<string, PropKind> = { ...(options.props as Record<string, PropKind>), config: 'json' };
  const propNames = Object.keys(kinds);
  const attributeOf = Object.fromEntries(propNames.map((name) => [name, toDashed(name)]));
  const propOf = Object.fromEntries(propNames.map((name) => [toDashed(name), name]));
  const { lazy, styles = '' } = options;
  const shadow = options.shadow ?? true;
  if (lazy) installActivation();
  const reportError = (error: unknown, info: { componentStack?: string }) =>
    report(error, {
      source: tag,
      phase: 'runtime',
      ...(info.componentStack ? { componentStack: info.componentStack } : {}),
    });

  interface ShellProps {
    host: HTMLElement;
    activation: Activation;
    props: Record<string, unknown>;
  }

  function ElementShell({ host, activation, props }: ShellProps) {
    const { config: override, ...own } = props;
    const pageConfig = useStoreValue($config);
    const config = useMemo(() => resolveConfig(pageConfig, override), [pageConfig, override]);
    const latest = useRef(config);
    useLayoutEffect(() => {
      latest.current = config;
    }, [config]);
    const http = useMemo(() => bindHttp(() => latest.current), []);
    const value = useMemo(
      () => ({ host, tag, activation, config, configOverride: override, http }),
      [host, activation, config, override, http],
    );
    return (
      <HostContext.Provider value={value}>
        <ElementBoundary host={host}>
          <View {...(own as P)} />
        </ElementBoundary>
      </HostContext.Provider>
    );
  }

  class HrElement extends HTMLElement {
    static readonly hrShellVersion = VERSION;
    static get observedAttributes(): string[] {
      return Object.keys(propOf);
    }

    #props: Record<string, unknown> = {};
    #root: Root | null = null;
    #connected = false;
    #active = !lazy;
    #activation: Activation = 'connect';
    #sync = false;
    #unmountTimer: ReturnType<typeof setTimeout> | undefined;
    #savedProps: Map<string, unknown> | null = null;
    #pendingErrors: Array<{ attribute: string; message: string }> | null = null;
    /**
     * Attribute values already parsed; an upgrade may or may not replay them (DOM shims differ).
     * Created on first use: a lazy element on a page of a thousand should allocate little.
     */
    #raw: Map<string, string | null> | null = null;

    constructor() {
      super();
      // Properties a page set before the element was defined shadow our accessors: keep them for connect.
      for (const name of propNames) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          this.#savedProps ??= new Map();
          this.#savedProps.set(name, (this as unknown as Record<string, unknown>)[name]);
          delete (this as unknown as Record<string, unknown>)[name];
        }
      }
    }

    attributeChangedCallback(attribute: string, _old: string | null, raw: string | null): void {
      const name = propOf[attribute];
      const kind = name ? kinds[name] : undefined;
      this.#raw ??= new Map();
      if (!name || !kind || (this.#raw.has(attribute) && this.#raw.get(attribute) === raw)) return;
      this.#raw.set(attribute, raw);
      const parsed = parseAttribute(kind, raw);
      if (parsed.ok) this.#props[name] = parsed.value;
      else {
        delete this.#props[name];
        const message = t(kind === 'json' ? m.configBadJson : m.configBadNumber, { attribute, tag });
        console.error(`[hr-shell] ${message}`);
        (this.#pendingErrors ??= []).push({ attribute, message });
        if (this.isConnected) this.#flushErrors();
      }
      this.#render();
    }

    connectedCallback(): void {
      if (this.#unmountTimer !== undefined) clearTimeout(this.#unmountTimer);
      // Browsers replay present attributes on upgrade; shims that do not get them read here.
      if (!this.#raw && this.hasAttributes())
        for (const attribute of this.getAttributeNames())
          if (attribute in propOf) this.attributeChangedCallback(attribute, null, this.getAttribute(attribute));
      const saved = this.#savedProps;
      this.#savedProps = null;
      saved?.forEach((value, name) => ((this as unknown as Record<string, unknown>)[name] = value));
      this.#connected = true;
      this.#render();
      if (this.#pendingErrors) this.#flushErrors();
    }

    disconnectedCallback(): void {
      this.#connected = false;
      // Unmount one task later: a DOM move (disconnect + connect in one task) keeps React state,
      // and a nested element is never unmounted while its parent root renders.
      clearTimeout(this.#unmountTimer);
      this.#unmountTimer = setTimeout(() => {
        if (this.isConnected || !this.#root) return;
        this.#root.unmount();
        this.#root = null;
        // The first interaction's reason was for the first mount: a re-attached element starts at rest.
        this.#activation = 'connect';
      }, 0);
    }

    /** Element.moveBefore() keeps the element connected: nothing to tear down. */
    connectedMoveCallback(): void {}

    /** Mounts React in place of the lazy stand-in; called by the page-wide activation listeners. */
    [ACTIVATE](reason: Activation): void {
      if (this.#active || !this.#connected) return;
      this.#active = true;
      lazy?.release(this);
      this.#activation = reason;
      // The real controls must be in place before the event is over: a click must land on them,
      // and an empty shadow root waiting for React would collapse the element and slide its
      // neighbour under the pointer (waking that one too).
      this.#sync = true;
      try {
        this.#render();
      } finally {
        this.#sync = false;
      }
    }

    /** Reads and writes of the reflected props; JSON props stay objects and are not reflected. */
    static {
      for (const name of propNames) {
        const attribute = attributeOf[name] as string;
        const kind = kinds[name];
        Object.defineProperty(this.prototype, name, {
          configurable: true,
          enumerable: true,
          get(this: HrElement) {
            return this.#props[name];
          },
          set(this: HrElement, value: unknown) {
            if (kind === 'boolean') this.toggleAttribute(attribute, Boolean(value));
            else if (kind === 'json') {
              this.#props[name] = value ?? undefined;
              this.#render();
            } else if (value == null || (kind === 'number' && !Number.isFinite(Number(value))))
              this.removeAttribute(attribute);
            else this.setAttribute(attribute, String(kind === 'number' ? Number(value) : value));
          },
        });
      }
    }

    #render(): void {
      if (!this.#connected) return;
      if (!this.#active) {
        lazy?.prepare(this, this.#props as Partial<P>);
        // Defined before the parser reached our children (a script in <head>): prepare again
        // once they are there, so the stand-in is named after the server's text.
        if (document.readyState === 'loading') whenParsed(this, () => this.#render());
        return;
      }
      if (!this.#root) {
        let container: HTMLElement | ShadowRoot;
        if (shadow) {
          const existing = this.shadowRoot;
          container = existing ?? this.attachShadow({ mode: 'open' });
          if (!existing) {
            adoptStyles(container as ShadowRoot, tag, styles);
            announceShadowRoot(container as ShadowRoot);
          }
        } else {
          container = lightContainer(this);
          adoptLightStyles(this, tag, styles);
        }
        this.#root = createRoot(container, {
          // useId values must not collide between the many roots of one page.
          identifierPrefix: `${tag}-${++rootSequence}-`,
          onCaughtError: reportError,
          onUncaughtError: reportError,
          onRecoverableError: reportError,
        });
      }
      // Elements talk to the server: the HTTP client arrives with the user's first move.
      prefetchHttpClientOnIntent();
      const root = this.#root;
      const element = <ElementShell host={this} activation={this.#activation} props={{ ...this.#props }} />;
      if (this.#sync) flushSync(() => root.render(element));
      else root.render(element);
    }

    #flushErrors(): void {
      const errors = this.#pendingErrors ?? [];
      this.#pendingErrors = null;
      for (const detail of errors) emit(this, 'error', detail);
    }
  }

  return HrElement as unknown as HrElementConstructor<P>;
}

/**
 * Registers an element class once. A page that loads the bundle twice (or two versions) keeps the
 * first definition and gets one console warning when the versions differ; nothing throws.
 */
export function defineElement(tag: string, element: CustomElementConstructor): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined;
  const existing = customElements.get(tag);
  if (existing) {
    warnIfOtherVersion(tag, existing);
    return existing;
  }
  try {
    customElements.define(tag, element);
    return element;
  } catch (error) {
    // Another copy won a race between get() and define(): that copy serves the tag.
    const winner = customElements.get(tag);
    if (winner) warnIfOtherVersion(tag, winner);
    else report(error, { source: tag, phase: 'load' });
    return winner;
  }
}
