import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { token } from '../../styles/tokens';
import { Dialog, DialogDescription, DialogTitle } from '../../ui/dialog/dialog';
import { dialogStyles } from '../../ui/dialog/dialog.styles';

/* Its own chunk (loaded on the first press): the shell page never downloads it. */

const styles = `${dialogStyles}
.preview-dialog {
  width: min(26em, calc(100vw - 2em)); padding: 1.5em; border: 0; border-radius: .75em;
  background: ${token('color-surface')}; color: ${token('color-text')}; line-height: 1.45;
  box-shadow: 0 1.5em 4em rgba(15, 23, 42, .28);
}
.preview-dialog::backdrop { background: rgba(15, 23, 42, .6); }
.preview-dialog h2 { margin: 0 0 .5em; font-size: 1.25em; }
.preview-dialog p { margin: 0 0 1.25em; color: ${token('color-text-muted')}; }
.preview-dialog form { margin: 0; text-align: right; }
.preview-dialog button {
  min-height: 2.5em; padding: .375em 1.25em; border: 0; border-radius: .5em; cursor: pointer; font-weight: 600;
  background: ${token('color-primary')}; color: ${token('color-primary-text')};
}`;

export interface PreviewDisabledDialogProps {
  onClose: () => void;
}

/** 'Disabled for Previewing': the new hire packet cannot be opened while previewing as someone else. */
export function PreviewDisabledDialog({ onClose }: PreviewDisabledDialogProps) {
  return (
    <Dialog open className="preview-dialog" part="preview-dialog" onClose={onClose}>
      <style>{styles}</style>
      <DialogTitle>{t(m.previewDisabledTitle)}</DialogTitle>
      <DialogDescription>{t(m.bannerPreviewDisabled)}</DialogDescription>
      <form method="dialog">
        <button type="submit">{t(m.bannerClose)}</button>
      </form>
    </Dialog>
  );
}
