import { useCookieNotice } from './use-cookie-notice';

export interface CookieNoticeProps {
  /** The button's text. */
  label?: string;
  /** Shows the button disabled. */
  disabled?: boolean;
}

export function CookieNotice({ label, disabled }: CookieNoticeProps) {
  const { text, press } = useCookieNotice(label);
  if (!text) return null;
  return (
    <span part="base">
      <button type="button" part="button" disabled={disabled} onClick={press}>
        {text}
      </button>
    </span>
  );
}
