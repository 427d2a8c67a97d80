import { lazy, Suspense, use, useCallback, useDeferredValue, useLayoutEffect, useState } from 'react';
import { useConfig, useHost } from '../../element/define-element';
import { bannerChunks } from './banner-stack.logic';
import { loadBanners, useBannerData, useSetupStored, type LoadedBanners } from './use-banner-stack';
import type { BannerListProps } from './banner-list';

/*
 * The element's own chunk decides from the data (and whether a setup record is stored) which
 * banners may show; only then does it load the list and the chunks of those kinds, all at once
 * (use-banner-stack.ts). A page whose printed data shows no banner loads nothing more.
 */
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
  const chunks = [...(data ? bannerChunks(data.value, user) : []), ...(setupStored ? ['setup'] : [])].join();
  // Chunks asked for later (new data, a setup record stored): the banners shown stay until they are in.
  const deferred = useDeferredValue(chunks);
  const shows = data !== null && chunks !== '';
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
      <Loaded load={loadBanners(deferred || chunks)} data={data.value} printed={data.printed} onRendered={onRendered} />
    </Suspense>
  );
}

/** The list, once it and the chunks of its kinds are in. */
function Loaded({ load, ...props }: Omit<BannerListProps, 'views'> & { load: Promise<LoadedBanners> }) {
  const { List, views } = use(load);
  return <List {...props} views={views} />;
}
