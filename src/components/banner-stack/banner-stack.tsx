import { lazy, Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useConfig, useEmit, useHost } from '../../element/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { pageOrigin } from '../../lib/urls';
import { billingPath, trialView, visibleBanners, type BannerKey } from './banner-stack.logic';
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
import { useAnnouncement, useBannerData, useSetupRecord } from './use-banner-stack';

// Rarely shown parts are chunks of their own, so the stack printed on every page stays small.
const PreviewDisabledDialog = lazy(() =>
  import('./preview-disabled-dialog').then((module) => ({ default: module.PreviewDisabledDialog })),
);
const SetupSummaryLoader = lazy(() =>
  import('./setup-summary').then((module) => ({ default: module.SetupSummaryLoader })),
);
const HiredByRemoteBanner = lazy(() =>
  import('./hired-by-remote').then((module) => ({ default: module.HiredByRemoteBanner })),
);

export interface BannerStackProps {
  /** The banners object (docs/api shellBanners); the config block's `banners`, else a request, when absent. */
  banners?: unknown;
  /** Where the banners come from when neither the property nor the config block has them. */
  src?: string;
  /** `hired-by-remote`: only the compensation modal's banner for `employeeId`. */
  variant?: string;
  employeeId?: number;
  /** Height kept free while the banners are requested (a CSS length, e.g. `3em`). */
  reserve?: string;
}

export function BannerStack({ variant, employeeId, ...props }: BannerStackProps) {
  if (variant === 'hired-by-remote')
    return (
      <Suspense fallback={null}>
        <HiredByRemoteBanner employeeId={employeeId} />
      </Suspense>
    );
  return <Stack {...props} />;
}

function Stack({ banners: given, src, reserve }: Omit<BannerStackProps, 'variant' | 'employeeId'>) {
  const { user } = useConfig();
  const emit = useEmit();
  const host = useHost();
  const base = useRef<HTMLDivElement>(null);
  const data = useBannerData(given, src);
  const [blocked, setBlocked] = useState(false);
  // A banner that goes away takes focus with it: keep it in the stack instead of losing it.
  const keepFocus = useCallback(() => base.current?.focus({ preventScroll: true }), []);
  const announcement = useAnnouncement(data?.banners.announcement ?? null, keepFocus);
  const setup = useSetupRecord(keepFocus);

  const hidden = useMemo(() => new Set<BannerKey>(announcement.shown ? [] : ['announcement']), [announcement.shown]);
  const trial = data?.banners.trial && user ? trialView(data.banners.trial, user) : null;
  const keys = data
    ? visibleBanners(data.banners, { setupSummary: setup.url !== null, hidden }).filter(
        (key) => key !== 'trial' || trial,
      )
    : [];

  const live = useLiveAnnouncer(host, keys, data?.printed ?? false, setup.ready);
  const loaded = data !== null;
  // The page may hold the room with an inline min-height until the script runs: ours takes over.
  useLayoutEffect(() => {
    if (loaded && reserve) host.style.removeProperty('min-height');
  }, [loaded, reserve, host]);

  if (!user) return null;
  const banners = data?.banners;
  const billingHref = billingPath(location.pathname);
  const render: { readonly [K in BannerKey]: () => React.ReactNode } = {
    paymentMethod: () =>
      banners?.paymentMethod && <PaymentMethodBanner data={banners.paymentMethod} billingHref={billingHref} />,
    gracePeriod: () =>
      banners?.gracePeriod && <GracePeriodBanner data={banners.gracePeriod} billingHref={billingHref} />,
    announcement: () =>
      banners?.announcement && (
        <AnnouncementBanner data={banners.announcement} error={announcement.error} onDismiss={announcement.dismiss} />
      ),
    signedInAs: () => banners?.signedInAs && <SignedInAsBanner data={banners.signedInAs} />,
    cancellation: () => banners?.cancellation && <CancellationBanner data={banners.cancellation} />,
    newHirePacket: () =>
      banners?.newHirePacket && (
        <NewHirePacketBanner
          data={banners.newHirePacket}
          previewing={banners.preview !== null}
          onPreviewBlocked={() => setBlocked(true)}
        />
      ),
    preview: () => banners?.preview && <PreviewBanner data={banners.preview} origin={pageOrigin()} />,
    trial: () =>
      banners?.trial &&
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
            onClose={setup.close}
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
      style={data === null && reserve ? { minHeight: reserve } : undefined}
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
