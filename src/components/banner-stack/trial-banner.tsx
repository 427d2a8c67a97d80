import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import type { BannerViewProps, BannerViews } from './banner-views';
import type { TrialView } from './banners.logic';
import { QUICKSTART_PATH, telHref } from './trial-banner.logic';

/*
 * The trial or demo banner's chunk: loaded only when the data has one this user sees (the list
 * decides who, trialView). Plain text, never markup, inside the list's frame.
 */

/** "1 day" / "N days" (each kind's chunk words its own counts). */
const dayCount = (count: number) => (count === 1 ? t(m.bannerOneDay) : t(m.bannerDays, { count }));

const TRIAL_TEXT: Readonly<Record<TrialView['wording'], string>> = {
  trial: m.bannerTrial,
  trialDemo: m.bannerTrialDemo,
  expired: m.bannerTrialExpired,
  demo: m.bannerDemo,
};

export function TrialBanner({ Frame, banners, trial: view, onClearDemoData }: BannerViewProps) {
  if (!banners.trial || !view) return null;
  const { salesNumber } = banners.trial;
  const tel = view.sales ? telHref(salesNumber) : null;
  return (
    <Frame
      name="trial"
      tone={view.wording === 'expired' ? 'warning' : 'info'}
      actions={
        (view.quickStart || view.clearDemoData) && (
          <>
            {view.quickStart && <a href={QUICKSTART_PATH}>{t(m.bannerQuickStart)}</a>}
            {view.clearDemoData && (
              <button type="button" className="link-button" part="clear-demo-data" onClick={onClearDemoData}>
                {t(m.demoDataClearTitle)}
              </button>
            )}
          </>
        )
      }
    >
      {t(TRIAL_TEXT[view.wording], { days: dayCount(view.days ?? 0) })}
      {view.sales && (
        <span className="sales" part="sales">
          {' '}
          {t(m.bannerSales)} {tel ? <a href={tel}>{salesNumber}</a> : salesNumber}
        </span>
      )}
    </Frame>
  );
}

export const views: BannerViews = { trial: TrialBanner };
