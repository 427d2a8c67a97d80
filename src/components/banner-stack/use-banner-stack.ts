import { useEffect, useState } from 'react';
import { useConfig, useEmit, useHttp } from '../../element/define-element';
import { isAbort, HttpFailure } from '../../lib/http';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { readStored, removeStored } from '../../lib/storage';

/** docs/api shellBanners. */
export const BANNERS_PATH = '/ajax/banners.json';
/**
 * setup-record.logic.ts's SETUP_KEY and SETUP_UPDATE_EVENT, written again: importing that module
 * here would make it a chunk of its own that every page loads (a test keeps the two equal).
 */
export const SETUP_KEY = 'setupSummaryBanner';
export const SETUP_UPDATE_EVENT = 'updateBannerData';

/** The banners data as given: checked by the banners' chunk, which loads only when it may show one. */
export interface BannerData {
  /** The printed object, or the shellBanners answer (null after a failed request). */
  value: unknown;
  /** It came with the page (property or config): its banners are not announced. */
  printed: boolean;
}

/**
 * The banners: from the `banners` property, else the config's `banners` (printed into the config
 * block or set by HrShell.configure(); no request), else GET `src` (docs/api shellBanners) once a
 * user is signed in. `null` while the request is on its way or without a user.
 */
export function useBannerData(given: unknown, src: string | undefined): BannerData | null {
  const http = useHttp();
  const emit = useEmit();
  const config = useConfig();
  const signedIn = config.user !== null;
  const printed = given === undefined ? (config.banners ?? undefined) : given;
  const [fetched, setFetched] = useState<BannerData | null>(null);
  const fetches = printed === undefined && signedIn;
  useEffect(() => {
    if (!fetches) return;
    const controller = new AbortController();
    http.get(src || BANNERS_PATH, { signal: controller.signal }).then(
      (answer) => setFetched({ value: answer, printed: false }),
      (error: unknown) => {
        if (isAbort(error)) return;
        setFetched({ value: null, printed: false });
        emit('error', { message: t(m.errorsDataFetch), status: error instanceof HttpFailure ? error.status : 0 });
      },
    );
    return () => controller.abort();
  }, [fetches, http, emit, src]);
  if (!signedIn) return null;
  return printed === undefined ? fetched : { value: printed, printed: true };
}

/** Anything stored under the setup record's key (JSON that does not parse is removed here). */
function setupStored(): boolean {
  const stored = readStored<unknown>(SETUP_KEY, undefined, (value): value is unknown => value !== undefined);
  if (stored === undefined) removeStored(SETUP_KEY);
  return stored !== undefined;
}

/**
 * Whether a setup summary record is stored, asked again on the document event `updateBannerData`.
 * The banners' chunk (use-setup-record.ts) checks the record and decides where it shows.
 */
export function useSetupStored(): boolean {
  const [stored, setStored] = useState(() => typeof localStorage !== 'undefined' && setupStored());
  useEffect(() => {
    const onUpdate = () => setStored(setupStored());
    document.addEventListener(SETUP_UPDATE_EVENT, onUpdate);
    return () => document.removeEventListener(SETUP_UPDATE_EVENT, onUpdate);
  }, []);
  return stored;
}
