import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { CloseIcon } from '../../ui/icons';
import type { BannerViewProps, BannerViews } from './banner-views';

/* The announcement, in the list's chunk (banner-list.tsx re-exports its views). Its message is text, never markup. */

export function AnnouncementBanner({ Frame, banners: { announcement }, announcement: dismissal }: BannerViewProps) {
  return (
    announcement && (
      <Frame
        name="announcement"
        actions={
          <button
            type="button"
            className="icon-button"
            part="dismiss"
            aria-label={t(m.bannerDismissAnnouncement)}
            onClick={dismissal.dismiss}
          >
            <CloseIcon />
          </button>
        }
      >
        <strong className="label">{t(m.bannerAnnouncement)}: </strong>
        {announcement.message}
        {dismissal.error && (
          <span className="dismiss-error" role="alert">
            {dismissal.error}
          </span>
        )}
      </Frame>
    )
  );
}

export const views: BannerViews = { announcement: AnnouncementBanner };
