import { useEffect, useState } from 'react';
import { useHttp } from '../../element/define-element';
import { isAbort } from '../../lib/http';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { safeUrl } from '../../lib/urls';
import { CloseIcon } from '../../ui/icons';
import { parseSetupSummary, type SetupSummary } from './setup-summary.logic';

/*
 * Part of the setup summary banner's chunk (setup-banner.tsx): only pages with a stored setup
 * record load it. Until it has its data, the banner keeps its place.
 */

export interface SetupSummaryBannerProps {
  /** null while the data is on its way: the banner's place is kept. */
  summary: SetupSummary | null;
  onClose: () => void;
}

export function SetupSummaryBanner({ summary, onClose }: SetupSummaryBannerProps) {
  // The stack's placeholder, drawn here too (importing it would tie the two chunks together).
  if (!summary) return <div className="banner info pending" part="banner banner-setupSummary" aria-hidden="true" />;
  const next = summary.next && safeUrl(summary.next.href);
  return (
    <div className="banner info" part="banner banner-setupSummary" data-banner="setupSummary">
      <div className="text">
        <strong className="label">{summary.title}</strong>{' '}
        <span className="progress-text">
          {t(m.bannerSetupProgress, { done: summary.completedCount, total: summary.totalCount })}
        </span>
        <progress
          className="progress"
          max={summary.totalCount || 1}
          value={summary.completedCount}
          aria-hidden="true"
        />
      </div>
      <div className="actions">
        {summary.next && next && !next.external && (
          <a href={summary.next.href}>{t(m.bannerSetupNext, { step: summary.next.title })}</a>
        )}
        <button
          type="button"
          className="icon-button"
          part="setup-close"
          aria-label={t(m.bannerSetupClose, { title: summary.title })}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
    </div>
  );
}

export interface SetupSummaryLoaderProps {
  /** The record's setup route (setupDataUrl). */
  url: string;
  /** Bumped to ask again (the document event updateBannerData). */
  round: number;
  /** The request failed or did not answer a checklist: the record is to be cleared (SPEC §8). */
  onFailed: () => void;
  onReady: () => void;
  onClose: () => void;
}

/** Asks the record's setup route (docs/api shellSetupSteps…) and shows the checklist. */
export function SetupSummaryLoader({ url, round, onFailed, onReady, onClose }: SetupSummaryLoaderProps) {
  const http = useHttp();
  const [summary, setSummary] = useState<SetupSummary | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    http.get(url, { signal: controller.signal }).then(
      (answer) => {
        const parsed = parseSetupSummary(answer);
        if (!parsed) return onFailed();
        setSummary(parsed);
        onReady();
      },
      // SPEC §8: a setup banner fetch error silently clears the stored banner.
      (error: unknown) => isAbort(error) || onFailed(),
    );
    return () => controller.abort();
  }, [url, round, http, onFailed, onReady]);
  return <SetupSummaryBanner summary={summary} onClose={onClose} />;
}
