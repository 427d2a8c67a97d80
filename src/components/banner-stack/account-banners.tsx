import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { billingPath, CANCELLATION_PATH, graceState } from './account-banners.logic';
import type { BannerViewProps, BannerViews } from './banner-views';
import type { PaymentProblem } from './banners.logic';

/*
 * The account banners' chunk (payment method, grace period, cancellation): loaded only when the
 * data has one of them. Plain text, never markup, inside the list's frame.
 */

/** "1 day" / "N days" (each kind's chunk words its own counts). */
const dayCount = (count: number) => (count === 1 ? t(m.bannerOneDay) : t(m.bannerDays, { count }));

const PAYMENT: Readonly<Record<PaymentProblem, string>> = {
  missing: m.bannerPaymentMissing,
  expired: m.bannerPaymentExpired,
  declined: m.bannerPaymentDeclined,
};

/** Billing links of pages under /app/ go to the app's billing settings. */
const billingLink = () => <a href={billingPath(location.pathname)}>{t(m.bannerBillingLink)}</a>;

export function PaymentMethodBanner({ Frame, banners: { paymentMethod } }: BannerViewProps) {
  return (
    paymentMethod && (
      <Frame name="paymentMethod" tone="warning" actions={billingLink()}>
        {t(PAYMENT[paymentMethod.problem])}
      </Frame>
    )
  );
}

export function GracePeriodBanner({ Frame, banners: { gracePeriod } }: BannerViewProps) {
  if (!gracePeriod) return null;
  const days = gracePeriod.daysLeftUntilSuspend;
  const state = graceState(days);
  const text =
    state.message === 'oneDay'
      ? t(m.bannerGraceOneDay)
      : state.message === 'today'
        ? t(m.bannerGraceToday)
        : t(m.bannerGraceDays, { days: dayCount(days) });
  return (
    <Frame name="gracePeriod" tone={state.error ? 'error' : 'warning'} actions={billingLink()}>
      {text}
    </Frame>
  );
}

export function CancellationBanner({ Frame, banners: { cancellation } }: BannerViewProps) {
  return (
    cancellation && (
      <Frame name="cancellation" tone="warning" actions={<a href={CANCELLATION_PATH}>{t(m.bannerCancellationLink)}</a>}>
        {t(m.bannerCancellation, {
          account: dayCount(cancellation.accountDaysLeft),
          payroll: dayCount(cancellation.payrollDaysLeft),
        })}
      </Frame>
    )
  );
}

export const views: BannerViews = {
  paymentMethod: PaymentMethodBanner,
  gracePeriod: GracePeriodBanner,
  cancellation: CancellationBanner,
};
