import { useCallback, useEffect, useMemo, useState } from 'react';
import { useConfig, useEmit, useHttp } from '../../element/define-element';
import { isAbort, HttpFailure } from '../../lib/http';
import { t } from '../../lib/i18n';
import { isRecord, parseJson } from '../../lib/json';
import * as m from '../../lib/messages.en-US';
import { readStored, removeStored } from '../../lib/storage';
import { pageOrigin } from '../../lib/urls';
import { CONFIG_SCRIPT_ID } from '../../lib/config';
import {
  isSetupExpired,
  parseBanners,
  parseSetupRecord,
  setupDataUrl,
  setupExpiresAt,
  setupShowsOn,
  SETUP_STORAGE_KEY,
  updatedStepKey,
  type Banners,
  type SetupRecord,
} from './banner-stack.logic';

/** docs/api shellBanners. */
export const BANNERS_PATH = '/ajax/banners.json';
/** docs/api shellAnnouncementRead. */
export const ANNOUNCEMENT_PATH = '/ajax/announcement.php';
/** The document event a page fires after a setup step changed (`detail.stepKey`). */
export const UPDATE_EVENT = 'updateBannerData';

/** The `banners` object the page printed into its config block, if it printed one. */
export function configBlockBanners(doc: Document = document): unknown {
  const parsed = parseJson(doc.getElementById(CONFIG_SCRIPT_ID)?.textContent);
  return parsed.ok && isRecord(parsed.value) && 'banners' in parsed.value ? parsed.value.banners : undefined;
}

const failure = (error: unknown) => (error instanceof HttpFailure ? error.status : 0);

/**
 * The banners: from the `banners` property, else the config block (no request), else GET `src`
 * (docs/api shellBanners) once a user is signed in. `null` while the request is on its way or
 * without a user; `printed` when the data came with the page.
 */
export function useBannerData(given: unknown, src: string | undefined): { banners: Banners; printed: boolean } | null {
  const http = useHttp();
  const emit = useEmit();
  const signedIn = useConfig().user !== null;
  const printed = useMemo(() => (given === undefined ? configBlockBanners() : given), [given]);
  const [fetched, setFetched] = useState<Banners | null>(null);
  const fetches = printed === undefined && signedIn;
  useEffect(() => {
    if (!fetches) return;
    const controller = new AbortController();
    http.get(src || BANNERS_PATH, { signal: controller.signal }).then(
      (answer) => setFetched(parseBanners(answer)),
      (error: unknown) => {
        if (isAbort(error)) return;
        setFetched(parseBanners(null));
        emit('error', { message: t(m.errorsDataFetch), status: failure(error) });
      },
    );
    return () => controller.abort();
  }, [fetches, http, emit, src]);
  const parsed = useMemo(() => (printed === undefined ? null : parseBanners(printed)), [printed]);
  if (!signedIn) return null;
  if (parsed) return { banners: parsed, printed: true };
  return fetched && { banners: fetched, printed: false };
}

/** Dismissing the announcement: hidden at once, POST action=read (CSRF by the http service), back with an error on failure. */
export function useAnnouncement(announcement: Banners['announcement'], onHidden: () => void) {
  const http = useHttp();
  const emit = useEmit();
  const [hiddenId, setHiddenId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const dismiss = useCallback(() => {
    if (!announcement) return;
    const { id } = announcement;
    setHiddenId(id);
    setError(null);
    onHidden();
    http.post(ANNOUNCEMENT_PATH, { form: { action: 'read', id } }).then(
      () => emit('dismiss', { banner: 'announcement', id }),
      (reason: unknown) => {
        const message = t(m.errorsGenericRetry);
        setHiddenId(null);
        setError(message);
        emit('error', { message, status: failure(reason) });
      },
    );
  }, [announcement, http, emit, onHidden]);
  return { shown: announcement !== null && announcement.id !== hiddenId, error, dismiss };
}

const CORRUPT = Symbol('corrupt');
const anything = (value: unknown): value is unknown => value !== undefined;

/** The stored record; a corrupt, cross-origin or expired one is removed. */
function readSetupRecord(): SetupRecord | null {
  const raw = readStored<unknown>(SETUP_STORAGE_KEY, CORRUPT, anything);
  const record = raw === CORRUPT ? null : parseSetupRecord(raw, pageOrigin());
  if (!record || isSetupExpired(record, Date.now()) || !setupDataUrl(record)) {
    // Also when nothing is stored: removing an absent key is a no-op.
    removeStored(SETUP_STORAGE_KEY);
    return null;
  }
  return record;
}

/**
 * The setup summary banner's record (SPEC §4): shown on its paths only; cleared on close, on a
 * failed request (reported by the banner's chunk), when a customerOnboarding record turns 24 hours
 * old; asked again on the document event `updateBannerData` naming the stored step key.
 */
export function useSetupRecord(onHidden: () => void) {
  const emit = useEmit();
  const [record, setRecord] = useState<SetupRecord | null>(() =>
    typeof location === 'undefined' ? null : readSetupRecord(),
  );
  const [round, setRound] = useState(0);
  const [ready, setReady] = useState(false);
  const shown = record !== null && setupShowsOn(record, location.pathname);

  const clear = useCallback(() => {
    removeStored(SETUP_STORAGE_KEY);
    setRecord(null);
    setReady(false);
  }, []);
  const onReady = useCallback(() => setReady(true), []);

  useEffect(() => {
    const expiresAt = record && setupExpiresAt(record);
    if (expiresAt == null) return;
    const timer = setTimeout(clear, Math.max(0, expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [record, clear]);

  useEffect(() => {
    const onUpdate = (event: Event) => {
      const key = updatedStepKey((event as CustomEvent).detail);
      const next = readSetupRecord();
      if (next === null) return clear();
      if (key === null || next.stepKey !== key) return;
      setRecord(next);
      setRound((n) => n + 1);
    };
    document.addEventListener(UPDATE_EVENT, onUpdate);
    return () => document.removeEventListener(UPDATE_EVENT, onUpdate);
  }, [clear]);

  const close = useCallback(() => {
    clear();
    onHidden();
    emit('dismiss', { banner: 'setupSummary' });
  }, [clear, onHidden, emit]);

  const url = shown ? setupDataUrl(record) : null;
  return { url, round, ready, onReady, clear, close };
}
