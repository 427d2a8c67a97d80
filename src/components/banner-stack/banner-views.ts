import type { ComponentType, ReactNode } from 'react';
import type { Frame } from './banner-frame';
import type { Banners, BannerKey, TrialView } from './banners.logic';

/** What the list hands every banner's view: each reads its own part of `banners`. */
export interface BannerViewProps {
  /** The shared look (banner-frame.tsx), handed down so no chunk of a kind imports the list. */
  Frame: Frame;
  /** The checked banners (a view renders nothing when its banner is null). */
  banners: Banners;
  /** The trial banner's view for this user (trialView). */
  trial: TrialView | null;
  /** The announcement's dismissal: the error after a failed one, and the action. */
  announcement: { error: string | null; dismiss: () => void };
  /** 'Clear Demo Data' was pressed. */
  onClearDemoData: () => void;
}

export type BannerView = (props: BannerViewProps) => ReactNode;

/** The setup summary's state, reported by its slot so the list can name the region and announce it. */
export interface SetupState {
  /** Its record shows on this page. */
  shown: boolean;
  /** Its data is in. */
  ready: boolean;
}

export interface SetupSlotProps {
  onState: (state: SetupState) => void;
  /** Called after the user closed it (the list keeps the focus). */
  onClosed: () => void;
}

/**
 * The views of every kind, keyed by banner: each kind's chunk exports its part as `views`; the
 * list gets those loaded so far.
 */
export type BannerViews = { readonly [K in Exclude<BannerKey, 'setupSummary'>]?: BannerView } & {
  readonly setupSummary?: ComponentType<SetupSlotProps>;
};
