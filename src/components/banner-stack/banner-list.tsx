import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useConfig, useEmit, useHost } from '../../element/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { BannerFrame } from './banner-frame';
import type { BannerViews, SetupState } from './banner-views';
import { parseBanners, trialView, visibleBanners, type BannerKey } from './banners.logic';
import { bannersStyles } from './banners.styles';
import { useAnnouncement } from './use-announcement';

/** The announcement's view ships with the list (every user of the company gets announcements). */
export { views } from './announcement-banner';
import { useBannerRoom } from './use-banner-room';

/*
 * The banners' list: the stack loads it, with the chunks of the kinds its data has (and the setup
 * summary's when a record is stored), only once its data may show a banner. It checks the data,
 * orders what passes and hands each kind's view the shared frame. It imports nothing of the
 * stack's own chunk nor of the kinds' chunks (types aside): a module two of them import would
 * become a chunk of its own, fetched only after them.
 */

export interface BannerListProps {
  /** The banners object or shellBanners answer; each banner's fields are checked here. */
  data: unknown;
  /** The data came with the page: its banners are not announced. */
  printed: boolean;
  /** The kinds' views loaded so far: a banner whose view is not in yet is left out until it is. */
  views: BannerViews;
  /** Called once the banners are in the DOM (the stack then gives up its reserved height). */
  onRendered: () => void;
}

const NO_SETUP: SetupState = { shown: false, ready: false };
const CLEAR_DEMO_DATA = 'hr-clear-demo-data';

/** The banners in stack order, a region named 'Account notices' while it shows any. */
export function BannerList({ data, printed, views, onRendered }: BannerListProps) {
  const { user } = useConfig();
  const emit = useEmit();
  const host = useHost();
  const base = useRef<HTMLDivElement>(null);
  const [setup, setSetup] = useState(NO_SETUP);
  const onSetupState = useCallback(
    (next: SetupState) =>
      setSetup((state) => (state.shown === next.shown && state.ready === next.ready ? state : next)),
    [],
  );
  useAdoptedStyles(host, bannersStyles);
  useLayoutEffect(onRendered, [onRendered]);
  // A banner that goes away takes focus with it: keep it in the stack instead of losing it.
  const keepFocus = useCallback(() => base.current?.focus({ preventScroll: true }), []);
  const banners = useMemo(() => parseBanners(data), [data]);
  const announcement = useAnnouncement(banners.announcement, keepFocus);
  const hidden = useMemo(() => new Set<BannerKey>(announcement.shown ? [] : ['announcement']), [announcement.shown]);
  const keys = visibleBanners(banners, { setupSummary: setup.shown, user, hidden }).filter((key) => key in views);
  const live = useLiveAnnouncer(host, keys, printed, setup.ready);
  useBannerRoom(base, keys);
  const props = {
    Frame: BannerFrame,
    banners,
    trial: banners.trial && user && trialView(banners.trial, user),
    announcement,
    onClearDemoData: () => {
      // The page's <hr-clear-demo-data> opens on this event; without one (or a page script that
      // cancels it), the flow's element is added and opened here, its code loaded on this click
      // (unless it left the page meanwhile: removed before it was defined, it never upgrades).
      if (!emit('clear-demo-data', {}, { cancelable: true }) || document.querySelector(CLEAR_DEMO_DATA)) return;
      const flow = document.body.appendChild(document.createElement(CLEAR_DEMO_DATA));
      void customElements
        .whenDefined(CLEAR_DEMO_DATA)
        .then(() => flow.isConnected && (flow as HTMLElement & { open(): void }).open());
    },
  };
  const SetupSlot = views.setupSummary;

  return (
    <div
      ref={base}
      className="stack"
      part="base"
      tabIndex={-1}
      {...(keys.length ? { role: 'region', 'aria-label': t(m.bannerStackLabel) } : {})}
    >
      {keys.map((key) => {
        const View = key === 'setupSummary' ? undefined : views[key];
        return (
          View && (
            <div key={key} className="slot">
              <View {...props} />
            </div>
          )
        );
      })}
      {SetupSlot && <SetupSlot onState={onSetupState} onClosed={keepFocus} />}
      <div className="sr-only" role="status">
        {live}
      </div>
    </div>
  );
}
let sheet: CSSStyleSheet | null = null;

/** The banners' stylesheet joins the element's shadow root before the first banner is painted. */
function useAdoptedStyles(host: HTMLElement, css: string): void {
  useLayoutEffect(() => {
    const root = host.shadowRoot;
    if (!root) return;
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, [host, css]);
}

/**
 * The text of banners that appear after load, for a polite live region, each banner once.
 * Banners printed with the page (config block) are not announced; requested ones are.
 */
function useLiveAnnouncer(host: HTMLElement, keys: readonly BannerKey[], printed: boolean, setupReady: boolean) {
  const seen = useRef<Set<BannerKey> | null>(null);
  const [text, setText] = useState('');
  const ready = keys.filter((key) => key !== 'setupSummary' || setupReady);
  const signature = ready.join();
  useLayoutEffect(() => {
    if (seen.current === null) {
      if (!signature && !printed) return;
      seen.current = new Set(printed ? ready : []);
    }
    const fresh = ready.filter((key) => !seen.current?.has(key));
    if (!fresh.length) return;
    for (const key of fresh) seen.current.add(key);
    const root = host.shadowRoot;
    setText(
      fresh
        .map((key) => root?.querySelector(`[data-banner="${key}"] .text`)?.textContent?.trim() ?? '')
        .filter(Boolean)
        .join(' '),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `ready` is described by its signature
  }, [signature, printed, host]);
  return text;
}
