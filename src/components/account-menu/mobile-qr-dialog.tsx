import { useShadowSheet } from '../../element/define-element';
import { MobileQrDialog, type MobileQrDialogProps } from '../mobile-qr/mobile-qr';
import { mobileQrStyles } from '../mobile-qr/mobile-qr.styles';

/** The Mobile App QR Code Login dialog with its stylesheet: one chunk, fetched when the menu offering it opens. */
export function AccountQrDialog(props: MobileQrDialogProps) {
  useShadowSheet('mobile-qr', mobileQrStyles);
  return <MobileQrDialog {...props} />;
}
