import { lazy, Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useConfig, useEmit, useHost } from '../../element/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { pageOrigin } from '../../lib/urls';
import { billingPath, parseBanners, trialView, visibleBanners, type BannerKey } from './banners.logic';
import {
  AnnouncementBanner,
  CancellationBanner,
  GracePeriodBanner,
  NewHirePacketBanner,
  PaymentMethodBanner,
  PreviewBanner,
  SignedInAsBanner,
  TrialBanner,
} from './banners';
import { SetupSummaryPending } from './setup-summary-pending';
import { bannersStyles } from './banners.styles';
import { useAnnouncement } from './use-announcement';
import { useSetupRecord } from './use-setup-record';

/*
 * The banners' chunk: the stack loads it only once its data may show a banner (or a setup record
 * is stored). It checks the data and the record, and shows what passes. It imports nothing of
 * the stack's own chunk (types aside): a module both import would become a third chunk, fetched
 * only after this one. Rarely shown parts are chunks of their own again.
 */
const PreviewDisabledDialog = lazy(() =>
  import('./preview-disabled-dialog').then((module) => ({ default: module.PreviewDisabledDialog })),
);
const SetupSummaryLoader = lazy(() =>
  import('./setup-summary').then((module) => ({ default: module.SetupSummaryLoader })),
);

export interface BannerListProps {
  /** The banners object or shellBanners answer; each banner's fields are checked here. */
  data: unknown;
  /** The data came with the page: its banners are not announced. */
  printed: boolean;
  /** Called once the banners are in the DOM (the stack then gives up its reserved height). */
  onRendered: () => void;
}

/** The banners in stack order, a region named 'Account notices' while it shows any. */
export function BannerList({ data, printed, onRendered }: BannerListProps) {
  const { user } = useConfig();
  const emit = useEmit();
  const host = useHost();
  const base = useRef<HTMLDivElement>(null);
  const [blocked, setBlocked] = useState(false);
  useAdoptedStyles(host, bannersStyles);
  useLayoutEffect(onRendered, [onRendered]);
  // A banner that goes away takes focus with it: keep it in the stack instead of losing it.
  const keepFocus = useCallback(() => base.current?.focus({ preventScroll: true }), []);
  const banners = useMemo(() => parseBanners(data), [data]);
  const setup = useSetupRecord();
  const announcement = useAnnouncement(banners.announcement, keepFocus);
  const hidden = useMemo(() => new Set<BannerKey>(announcement.shown ? [] : ['announcement']), [announcement.shown]);
  const keys = visibleBanners(banners, { setupSummary: setup.url !== null, user, hidden });
  const trial = banners.trial && user && trialView(banners.trial, user);
  const live = useLiveAnnouncer(host, keys, printed, setup.ready);

  const billingHref = billingPath(location.pathname);
  const render: { readonly [K in BannerKey]: () => ReactNode } = {
    paymentMethod: () =>
      banners.paymentMethod && <PaymentMethodBanner data={banners.paymentMethod} billingHref={billingHref} />,
    gracePeriod: () =>
      banners.gracePeriod && <GracePeriodBanner data={banners.gracePeriod} billingHref={billingHref} />,
    announcement: () =>
      banners.announcement && (
        <AnnouncementBanner data={banners.announcement} error={announcement.error} onDismiss={announcement.dismiss} />
      ),
    signedInAs: () => banners.signedInAs && <SignedInAsBanner data={banners.signedInAs} />,
    cancellation: () => banners.cancellation && <CancellationBanner data={banners.cancellation} />,
    newHirePacket: () =>
      banners.newHirePacket && (
        <NewHirePacketBanner
          data={banners.newHirePacket}
          previewing={banners.preview !== null}
          onPreviewBlocked={() => setBlocked(true)}
        />
      ),
    preview: () => banners.preview && <PreviewBanner data={banners.preview} origin={pageOrigin()} />,
    trial: () =>
      banners.trial &&
      trial && (
        <TrialBanner
          view={trial}
          salesNumber={banners.trial.salesNumber}
          onClearDemoData={() => emit('clear-demo-data', {})}
        />
      ),
    setupSummary: () =>
      setup.url && (
        <Suspense fallback={<SetupSummaryPending />}>
          <SetupSummaryLoader
            url={setup.url}
            round={setup.round}
            onFailed={setup.clear}
            onReady={setup.onReady}
            onClose={() => {
              setup.close();
              keepFocus();
            }}
          />
        </Suspense>
      ),
  };

  return (
    <div
      ref={base}
      className="stack"
      part="base"
      tabIndex={-1}
      {...(keys.length ? { role: 'region', 'aria-label': t(m.bannerStackLabel) } : {})}
    >
      {keys.map((key) => (
        <div key={key} className="slot">
          {render[key]()}
        </div>
      ))}
      <div className="sr-only" role="status">
        {live}
      </div>
      {blocked && (
        <Suspense fallback={null}>
          <PreviewDisabledDialog onClose={() => setBlocked(false)} />
        </Suspense>
      )}
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
