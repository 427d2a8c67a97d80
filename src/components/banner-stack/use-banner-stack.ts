import { useEffect, useState } from 'react';
import { useConfig, useEmit, useHttp } from '../../element/define-element';
import { isAbort, HttpFailure } from '../../lib/http';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { readStored, removeStored } from '../../lib/storage';
import type { BannerChunk } from './banner-stack.logic';
import type { BannerViews } from './banner-views';

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

/*
 * The banners' chunks: the list (order, checks, live region, styles) and one chunk per group of
 * kinds. Every import starts at once, when the data is known, so the files arrive in one request
 * wave; the list renders when all of them are in. A kind's chunk imports only code
 * the page already has (React, i18n, icons), never a module another of them imports.
 */
const LOADERS: { readonly [K in BannerChunk | 'list']: () => Promise<object> } = {
  list: () => import('./banner-list'),
  account: () => import('./account-banners'),
  // The announcement goes to everyone in the company: its small view comes with the list.
  announcement: () => import('./banner-list'),
  people: () => import('./people-banners'),
  trial: () => import('./trial-banner'),
  setup: () => import('./setup-banner'),
};
export interface LoadedBanners {
  List: typeof import('./banner-list').BannerList;
  /** The views of the kinds' chunks. */
  views: BannerViews;
}

/** A load as React's use() reads it: `status` and `value` set once it is in, so a render need not wait. */
type Load = Promise<LoadedBanners> & { status?: 'fulfilled'; value?: LoadedBanners };

/** Per page: the modules in, and the loads asked for by the chunks' names joined. */
const modules: Partial<Record<BannerChunk | 'list', object>> = {};
const loads = new Map<string, Load>();

const loaded = (names: ReadonlyArray<BannerChunk | 'list'>): LoadedBanners => ({
  List: (modules.list as typeof import('./banner-list')).BannerList,
  views: Object.assign({}, ...names.map((name) => (modules[name] as { views?: BannerViews }).views)) as BannerViews,
});

/**
 * The list and the views of the chunks `names` (comma-joined), all imports started at once; the
 * same names give the same load. Chunks already in give a load that is read without waiting.
 */
export function loadBanners(names: string): Load {
  let load = loads.get(names);
  if (!load) {
    const all = ['list', ...names.split(',').filter(Boolean)] as Array<BannerChunk | 'list'>;
    const next: Load = Promise.all(
      all.map((name) => modules[name] ?? LOADERS[name]().then((module) => (modules[name] = module))),
    ).then(() => {
      next.status = 'fulfilled';
      return (next.value = loaded(all));
    });
    if (all.every((name) => modules[name])) {
      next.status = 'fulfilled';
      next.value = loaded(all);
    }
    loads.set(names, (load = next));
  }
  return load;
}
