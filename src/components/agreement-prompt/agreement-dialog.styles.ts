import { modalCardStyles } from '../../ui/dialog/modal-card.styles';

/** Styles of the agreement dialog: part of its lazy chunk, adopted by the shadow root on first show. */
export const agreementDialogStyles = modalCardStyles('agreement');
