import { lazy, Suspense, useCallback, useLayoutEffect, useState } from 'react';
import { useConfig, useHost } from '../../element/define-element';
import { mayShowBanners } from './banner-stack.logic';
import { useBannerData, useSetupStored } from './use-banner-stack';

/*
 * The element's own chunk decides from the data (and whether a setup record is stored) if any
 * banner may show; only then does it load the banners (banner-list.tsx and what it imports). A page
 * whose printed data shows no banner loads nothing more.
 */
const BannerList = lazy(() => import('./banner-list').then((module) => ({ default: module.BannerList })));
const HiredByRemoteBanner = lazy(() =>
  import('./hired-by-remote').then((module) => ({ default: module.HiredByRemoteBanner })),
);

export interface BannerStackProps {
  /** The banners object (docs/api shellBanners); the config's `banners`, else a request, when absent. */
  banners?: unknown;
  /** Where the banners come from when neither the property nor the config has them. */
  src?: string;
  /** `hired-by-remote`: only the compensation modal's banner for `employeeId`. */
  variant?: string;
  employeeId?: number;
  /** Height kept until the banners are rendered (a CSS length, e.g. `3em`): a floor, never a cap. */
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
  const host = useHost();
  const data = useBannerData(given, src);
  const setupStored = useSetupStored();
  const [rendered, setRendered] = useState(false);
  const onRendered = useCallback(() => setRendered(true), []);
  const shows = data !== null && (setupStored || mayShowBanners(data.value, user));
  // Settled: signed out, the data shows no banner, or the banners are in the DOM.
  const settled = !user || (data !== null && !shows) || rendered;

  // The page may hold the room with an inline min-height until the script runs: ours takes over
  // and both go once the stack has its real height, so the page below moves at most once.
  useLayoutEffect(() => {
    if (settled) host.style.removeProperty('min-height');
  }, [settled, host]);

  if (!user) return null;
  const held = <div className="stack" part="base" style={!settled && reserve ? { minHeight: reserve } : undefined} />;
  if (!data || !shows) return held;
  return (
    <Suspense fallback={held}>
      <BannerList data={data.value} printed={data.printed} onRendered={onRendered} />
    </Suspense>
  );
}
