import { lazy, Suspense, useState } from 'react';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { pageOrigin, safeUrl } from '../../lib/urls';
import type { BannerViewProps, BannerViews } from './banner-views';
import { donePreviewingHref, NEW_HIRE_PACKET_PATH } from './people-banners.logic';

/*
 * The chunk of the banners about who is signed in (signed-in-as, new hire packet, preview-as):
 * loaded only when the data has one of them. Plain text, never markup, inside the list's frame.
 * The 'Disabled for Previewing' modal is a chunk again, loaded on the first press.
 */

const PreviewDisabledDialog = lazy(() =>
  import('./preview-disabled-dialog').then((module) => ({ default: module.PreviewDisabledDialog })),
);

export function SignedInAsBanner({ Frame, banners: { signedInAs: data } }: BannerViewProps) {
  if (!data) return null;
  const names = { user: data.userName, actor: data.actorName };
  return (
    <Frame name="signedInAs" tone="warning">
      {data.actorIsSupportAdmin
        ? t(m.bannerSignedInSupport, names)
        : t(m.bannerSignedInAs, { ...names, onBehalfOf: t(m.bannerOnBehalfOf) })}
    </Frame>
  );
}

/** A previewing user (the data has a preview banner) gets a button that opens the 'Disabled for Previewing' modal instead of the link. */
export function NewHirePacketBanner({ Frame, banners: { newHirePacket: data, preview } }: BannerViewProps) {
  const [blocked, setBlocked] = useState(false);
  const label = t(m.bannerNewHirePacketLink);
  const previewing = preview !== null;
  if (!data) return null;
  return (
    <>
      <Frame
        name="newHirePacket"
        actions={
          previewing ? (
            <button type="button" className="link-button" part="new-hire-packet" onClick={() => setBlocked(true)}>
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
      </Frame>
      {blocked && (
        <Suspense fallback={null}>
          <PreviewDisabledDialog onClose={() => setBlocked(false)} />
        </Suspense>
      )}
    </>
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

export function PreviewBanner({ Frame, banners: { preview: data } }: BannerViewProps) {
  if (!data) return null;
  return (
    <Frame
      name="preview"
      actions={<a href={donePreviewingHref(data.requestUri, pageOrigin())}>{t(m.bannerDonePreviewing)}</a>}
    >
      <Photo src={data.employeeImageUrl} />
      {t(m.bannerPreviewing, { name: data.previewName })}
    </Frame>
  );
}

export const views: BannerViews = {
  signedInAs: SignedInAsBanner,
  newHirePacket: NewHirePacketBanner,
  preview: PreviewBanner,
};
