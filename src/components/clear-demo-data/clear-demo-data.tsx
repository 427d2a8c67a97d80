import { useConfig } from '../../element/define-element';
import { lazyPart } from '../../ui/lazy-part';
import { useRequestedPart } from '../../ui/use-requested-part';
import { registerClearDemoDataHost } from './clear-demo-data-open';
import { salesNumberOf } from './clear-demo-data.logic';

export interface ClearDemoDataProps {
  /** The company's sales number for SPEC §8's failure message; default: the printed banners' trial `salesNumber`. */
  salesNumber?: string;
}

// The dialog, its flow (timers, calls, leave warning), its styles and texts are a chunk of their
// own, fetched on the first open: a page that prints the element pays only for this listener.
const flowPart = lazyPart(
  () => import('./clear-demo-data-dialog').then((module) => module.ClearDemoDataDialog),
  'hr-clear-demo-data',
);

/**
 * Renders nothing until the trial banner's `hr-clear-demo-data` event (or `open()`) asks for the
 * flow; then the flow's dialog, loaded on first use. An open while it is open changes nothing.
 */
export function ClearDemoData({ salesNumber }: ClearDemoDataProps) {
  const { banners } = useConfig();
  const { Part, close } = useRequestedPart(flowPart, registerClearDemoDataHost);
  return Part && <Part salesNumber={salesNumberOf(salesNumber, banners)} onClose={close} />;
}
