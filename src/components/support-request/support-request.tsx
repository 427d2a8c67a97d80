import { lazyPart } from '../../ui/lazy-part';
import { useRequestedPart } from '../../ui/use-requested-part';
import { registerSupportHost } from './support-open';

export interface SupportRequestProps {
  /** The form route (GET, answers the form's HTML); default `/ajax/dialog/feedback.php`. */
  src?: string;
}

// The dialog, its styles, the HTTP calls and DOMPurify are chunks of their own, fetched on the
// first open: a page that prints the element pays only for this listener.
const dialogPart = lazyPart(
  () => import('./support-dialog').then((module) => module.SupportDialog),
  'hr-support-request',
);

/**
 * Renders nothing until an `hr-support-open` event (or `open()`) asks for the dialog; then the
 * 'Submit a Support Request' dialog, loaded on first use. An open while it is open changes nothing.
 */
export function SupportRequest({ src }: SupportRequestProps) {
  const { Part, close } = useRequestedPart(dialogPart, registerSupportHost);
  return Part && <Part src={src} onClose={close} />;
}
