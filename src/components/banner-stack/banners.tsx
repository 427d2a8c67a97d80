import { useState, type ReactNode } from 'react';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { safeUrl } from '../../lib/urls';
import { CloseIcon } from '../../ui/icons';
import {
  CANCELLATION_PATH,
  donePreviewingHref,
  graceState,
  NEW_HIRE_PACKET_PATH,
  QUICKSTART_PATH,
  telHref,
  type BannerKey,
  type Banners,
  type PaymentProblem,
  type TrialView,
} from './banners.logic';

/* One small component per banner. Each renders plain text (never markup) inside the shared frame. */

type Data<K extends keyof Banners> = NonNullable<Banners[K]>;

const dayCount = (count: number) => (count === 1 ? t(m.bannerOneDay) : t(m.bannerDays, { count }));

interface FrameProps {
  name: BannerKey;
  tone?: 'info' | 'warning' | 'error';
  children: ReactNode;
  actions?: ReactNode;
}

/** The shared look: a tinted bar with the message, then its links and buttons. */
export function BannerFrame({ name, tone = 'info', children, actions }: FrameProps) {
  return (
    <div className={`banner ${tone}`} part={`banner banner-${name}`} data-banner={name}>
      <div className="text">{children}</div>
      {actions && <div className="actions">{actions}</div>}
    </div>
  );
}

const PAYMENT: Readonly<Record<PaymentProblem, string>> = {
  missing: m.bannerPaymentMissing,
  expired: m.bannerPaymentExpired,
  declined: m.bannerPaymentDeclined,
};

export function PaymentMethodBanner({ data, billingHref }: { data: Data<'paymentMethod'>; billingHref: string }) {
  return (
    <BannerFrame name="paymentMethod" tone="warning" actions={<a href={billingHref}>{t(m.bannerBillingLink)}</a>}>
      {t(PAYMENT[data.problem])}
    </BannerFrame>
  );
}

export function GracePeriodBanner({ data, billingHref }: { data: Data<'gracePeriod'>; billingHref: string }) {
  const days = data.daysLeftUntilSuspend;
  const state = graceState(days);
  const text =
    state.message === 'oneDay'
      ? t(m.bannerGraceOneDay)
      : state.message === 'today'
        ? t(m.bannerGraceToday)
        : t(m.bannerGraceDays, { days: dayCount(days) });
  return (
    <BannerFrame
      name="gracePeriod"
      tone={state.error ? 'error' : 'warning'}
      actions={<a href={billingHref}>{t(m.bannerBillingLink)}</a>}
    >
      {text}
    </BannerFrame>
  );
}

export interface AnnouncementBannerProps {
  data: Data<'announcement'>;
  onDismiss: () => void;
  /** Shown after a failed dismiss. */
  error?: string | null;
}

export function AnnouncementBanner({ data, onDismiss, error }: AnnouncementBannerProps) {
  return (
    <BannerFrame
      name="announcement"
      actions={
        <button
          type="button"
          className="icon-button"
          part="dismiss"
          aria-label={t(m.bannerDismissAnnouncement)}
          onClick={onDismiss}
        >
          <CloseIcon />
        </button>
      }
    >
      <strong className="label">{t(m.bannerAnnouncement)}: </strong>
      {data.message}
      {error && (
        <span className="dismiss-error" role="alert">
          {error}
        </span>
      )}
    </BannerFrame>
  );
}

export function SignedInAsBanner({ data }: { data: Data<'signedInAs'> }) {
  const names = { user: data.userName, actor: data.actorName };
  return (
    <BannerFrame name="signedInAs" tone="warning">
      {data.actorIsSupportAdmin
        ? t(m.bannerSignedInSupport, names)
        : t(m.bannerSignedInAs, { ...names, onBehalfOf: t(m.bannerOnBehalfOf) })}
    </BannerFrame>
  );
}

export function CancellationBanner({ data }: { data: Data<'cancellation'> }) {
  return (
    <BannerFrame
      name="cancellation"
      tone="warning"
      actions={<a href={CANCELLATION_PATH}>{t(m.bannerCancellationLink)}</a>}
    >
      {t(m.bannerCancellation, { account: dayCount(data.accountDaysLeft), payroll: dayCount(data.payrollDaysLeft) })}
    </BannerFrame>
  );
}

export interface NewHirePacketBannerProps {
  data: Data<'newHirePacket'>;
  /** A previewing user gets a button that opens the 'Disabled for Previewing' modal instead of the link. */
  previewing: boolean;
  onPreviewBlocked: () => void;
}

export function NewHirePacketBanner({ data, previewing, onPreviewBlocked }: NewHirePacketBannerProps) {
  const label = t(m.bannerNewHirePacketLink);
  return (
    <BannerFrame
      name="newHirePacket"
      actions={
        previewing ? (
          <button type="button" className="link-button" part="new-hire-packet" onClick={onPreviewBlocked}>
            {label}
          </button>
        ) : (
          <a href={NEW_HIRE_PACKET_PATH} part="new-hire-packet">
            {label}
          </a>
        )
      }
    >
      {t(m.bannerNewHirePacket, { name: data.prefFirstName })}
    </BannerFrame>
  );
}

/** The photo, or the default picture when there is none or it fails to load. */
function Photo({ src }: { src: string | null }) {
  const [broken, setBroken] = useState(false);
  const url = src ? safeUrl(src) : null;
  return url && !broken ? (
    <img className="photo" part="photo" src={url.href} alt="" onError={() => setBroken(true)} />
  ) : (
    <svg className="photo" part="photo" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="9" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  );
}

export function PreviewBanner({ data, origin }: { data: Data<'preview'>; origin: string }) {
  return (
    <BannerFrame
      name="preview"
      actions={<a href={donePreviewingHref(data.requestUri, origin)}>{t(m.bannerDonePreviewing)}</a>}
    >
      <Photo src={data.employeeImageUrl} />
      {t(m.bannerPreviewing, { name: data.previewName })}
    </BannerFrame>
  );
}

const TRIAL_TEXT: Readonly<Record<TrialView['wording'], string>> = {
  trial: m.bannerTrial,
  trialDemo: m.bannerTrialDemo,
  expired: m.bannerTrialExpired,
  demo: m.bannerDemo,
};

export interface TrialBannerProps {
  view: TrialView;
  salesNumber: string;
  onClearDemoData: () => void;
}

export function TrialBanner({ view, salesNumber, onClearDemoData }: TrialBannerProps) {
  const tel = view.sales ? telHref(salesNumber) : null;
  return (
    <BannerFrame
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
    </BannerFrame>
  );
}
