import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { useRateChange, type RateChangeProps } from './use-rate-change';

export type { RateChangeProps } from './use-rate-change';

/** What `<hr-rate-change>` renders next to its two inputs: their messages and the no-original hint. */
export function RateChange(props: RateChangeProps) {
  const { rate, percent, noOriginalId, noOriginal } = useRateChange(props);
  return (
    <>
      <span id={rate.hintId} className="hr-rate-change__message" aria-live="polite">
        {rate.state.valid ? '' : rate.state.message}
      </span>
      <span id={percent.hintId} className="hr-rate-change__message" aria-live="polite">
        {percent.state.valid ? '' : percent.state.message}
      </span>
      <span id={noOriginalId} className="hr-rate-change__hint">
        {noOriginal ? t(m.rateChangeNoOriginal) : ''}
      </span>
    </>
  );
}
