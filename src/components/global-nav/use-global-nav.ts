import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useConfig, useEmit, useHost, useHttp } from '../../element/define-element';
import { HttpFailure, isAbort } from '../../lib/http';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { readStored, writeStored } from '../../lib/storage';
import { safeUrl } from '../../lib/urls';
import { NARROW_MEDIA } from '../../styles/tokens';
import { lazyPart, useLazyPart } from '../../ui/lazy-part';
import {
  activeItem,
  HOST_CLASSES,
  hostClass,
  isOpenState,
  matchesFilter,
  NAV_OPEN_KEY,
  printedOpenState,
  remoteLinkUrl,
  REMOTE_LINK_PATH,
  toggledDrawer,
  visibleItems,
} from './global-nav.logic';

/** The drawer's modal behaviour and styles: a chunk fetched below the narrow breakpoint only. */
export const navDrawer = lazyPart(() => import('./nav-drawer').then((module) => module.NavDrawer), 'hr-global-nav');

export const DEFAULT_PROVIDER = 'the global employment provider';

export interface GlobalNavOptions {
  active: string | undefined;
  /** The open state the page printed; when valid, local storage is not read. */
  state: string | undefined;
  providerName: string | undefined;
  noFilter: boolean;
}

/** Where the global employment item stands: idle, asking, failed, or a link the user must click. */
export type RemoteLinkState =
  { kind: 'idle' } | { kind: 'pending' } | { kind: 'error'; message: string } | { kind: 'ready'; href: string };

const IDLE: RemoteLinkState = { kind: 'idle' };

/**
 * A popup opened after an await needs the click's transient activation to still be alive
 * (about 5 s in Chromium and Firefox; Safari is stricter). Where the browser says it has
 * expired, the hook hands the user a link instead of calling window.open into a blocker.
 */
function activationExpired(): boolean {
  const activation = (navigator as { userActivation?: { isActive: boolean } }).userActivation;
  return activation ? !activation.isActive : false;
}

/**
 * The current path, kept current on single-page /app routes: `popstate` (back and forward, and the
 * event a router may dispatch after pushState) and, where the browser has the Navigation API,
 * every same-document navigation, pushState included.
 */
function usePathname(): string {
  const [pathname, setPathname] = useState(() => location.pathname);
  useEffect(() => {
    const update = () => setPathname(location.pathname);
    const navigation = (window as { navigation?: EventTarget }).navigation;
    window.addEventListener('popstate', update);
    navigation?.addEventListener('currententrychange', update);
    return () => {
      window.removeEventListener('popstate', update);
      navigation?.removeEventListener('currententrychange', update);
    };
  }, []);
  return pathname;
}

/**
 * Below the narrow breakpoint (`NARROW_MEDIA`) the nav is an off-canvas drawer. Crossing the
 * breakpoint either way closes the drawer: the rail comes back as it was stored.
 */
function useNarrowDrawer() {
  const [narrow, setNarrow] = useState(() => matchMedia(NARROW_MEDIA).matches);
  const [drawer, setDrawer] = useState(false);
  useEffect(() => {
    const media = matchMedia(NARROW_MEDIA);
    const update = () => {
      setNarrow(media.matches);
      setDrawer(false);
    };
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return { narrow, drawer: narrow && drawer, setDrawer };
}

export function useGlobalNav({ active, state, providerName, noFilter }: GlobalNavOptions) {
  const host = useHost();
  const emit = useEmit();
  const config = useConfig();
  const http = useHttp();
  // Read once, for the first render: the printed state, else the stored one (the page's first
  // local-storage access, which costs Chromium a few milliseconds).
  const [railOpen, setOpen] = useState(() => printedOpenState(state) ?? readStored(NAV_OPEN_KEY, true, isOpenState));
  const { narrow, drawer, setDrawer } = useNarrowDrawer();
  const { Part: Drawer, want } = useLazyPart(navDrawer);
  // The drawer always shows the full labels; the stored rail state applies at desktop widths only.
  const open = narrow || railOpen;
  const [query, setQuery] = useState('');
  const [remote, setRemote] = useState<RemoteLinkState>(IDLE);
  const request = useRef<AbortController | null>(null);

  const items = useMemo(
    () =>
      // Hrefs are built from config, but the prefix is data too: nothing leaves the allowed hosts.
      visibleItems({ canSee: config.canSee, urlPrefix: config.urlPrefix, employeeId: config.user?.employeeId }).filter(
        (item) => item.href === null || safeUrl(item.href, { allowedHosts: config.allowedHosts }),
      ),
    [config],
  );
  const pathname = usePathname();
  const current = activeItem(items, active, pathname, config.urlPrefix);
  const filtering = open && !noFilter;
  const shown = filtering ? items.filter((item) => matchesFilter(t(item.label), query)) : items;

  // The page lays itself out around the host (the state toggles a style class).
  // A user who may see no item (an offer-letter user) gets no nav at all, and the page can drop
  // the column through `hr-global-nav-empty`.
  const empty = items.length === 0;
  useLayoutEffect(() => {
    const current = hostClass(railOpen, narrow, empty);
    for (const name of HOST_CLASSES) host.classList.toggle(name, name === current);
  }, [host, railOpen, narrow, empty]);
  useEffect(
    () => () => {
      request.current?.abort();
      host.classList.remove(...HOST_CLASSES);
    },
    [host],
  );

  // The header's menu button asks with `hr-nav-toggle`; the drawer part is fetched as soon as the
  // window is narrow, so the first press normally finds it (a failed fetch closes it again).
  useEffect(() => {
    if (!narrow || empty) return;
    want().catch(() => setDrawer(false));
    const onToggle = () => setDrawer((was) => toggledDrawer(was, narrow, empty));
    document.addEventListener('hr-nav-toggle', onToggle);
    return () => document.removeEventListener('hr-nav-toggle', onToggle);
  }, [narrow, empty, want, setDrawer]);
  // Said once on mount and after every change, so the header's button can show aria-expanded.
  useEffect(() => {
    emit('nav-drawer', { open: drawer });
  }, [drawer, emit]);
  const closeDrawer = useCallback(() => setDrawer(false), [setDrawer]);

  const toggleRail = useCallback(() => {
    const next = !railOpen;
    setOpen(next);
    writeStored(NAV_OPEN_KEY, next);
    emit('toggle', { open: next });
  }, [railOpen, emit]);
  // In the drawer the same button closes it; the stored rail state is left alone.
  const toggle = narrow ? closeDrawer : toggleRail;

  const launch = useCallback(async () => {
    if (request.current) return;
    const controller = new AbortController();
    request.current = controller;
    setRemote({ kind: 'pending' });
    try {
      const body = await http.get(REMOTE_LINK_PATH, { signal: controller.signal });
      const target = safeUrl(remoteLinkUrl(body), { allowedHosts: config.allowedHosts });
      if (!target) throw new HttpFailure('parse', 200);
      if (activationExpired()) setRemote({ kind: 'ready', href: target.href });
      else {
        window.open(target.href, '_blank', 'noopener,noreferrer');
        setRemote(IDLE);
      }
    } catch (error) {
      if (isAbort(error)) return;
      const status = error instanceof HttpFailure ? error.status : 0;
      const message =
        status === 403
          ? t(m.globalEmploymentForbidden, { provider: providerName?.trim() || DEFAULT_PROVIDER })
          : t(m.globalEmploymentFailed);
      setRemote({ kind: 'error', message });
      emit('error', { status, message });
    } finally {
      if (request.current === controller) request.current = null;
    }
  }, [config, http, providerName, emit]);

  const dismiss = useCallback(() => setRemote(IDLE), []);

  return {
    items,
    shown,
    current,
    open,
    toggle,
    filtering,
    query,
    setQuery,
    remote,
    launch,
    dismiss,
    narrow,
    drawer,
    closeDrawer,
    Drawer,
  };
}
