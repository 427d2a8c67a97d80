import { useLayoutEffect } from 'react';
import type { BannerViews, SetupSlotProps } from './banner-views';
import { SetupSummaryLoader } from './setup-summary';
import { useSetupRecord } from './use-setup-record';

/*
 * The setup summary banner's chunk: loaded only when a setup record is stored (the stack checks
 * local storage). It reads the record, decides where it shows, asks for its data and reports its
 * state to the list, which names the region and announces it.
 */

/** The last slot of the stack: the setup summary banner where its record shows, else nothing. */
export function SetupSummarySlot({ onState, onClosed }: SetupSlotProps) {
  const setup = useSetupRecord();
  const shown = setup.url !== null;
  useLayoutEffect(() => onState({ shown, ready: setup.ready }), [onState, shown, setup.ready]);
  return (
    setup.url && (
      <div className="slot">
        <SetupSummaryLoader
          url={setup.url}
          round={setup.round}
          onFailed={setup.clear}
          onReady={setup.onReady}
          onClose={() => {
            setup.close();
            onClosed();
          }}
        />
      </div>
    )
  );
}

export const views: BannerViews = { setupSummary: SetupSummarySlot };
