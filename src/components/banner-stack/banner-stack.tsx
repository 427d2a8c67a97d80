import { useBannerStack } from './use-banner-stack';

export interface BannerStackProps {
  /** The button's text. */
  label?: string;
  /** Shows the button disabled. */
  disabled?: boolean;
}

export function BannerStack({ label, disabled }: BannerStackProps) {
  const { text, press } = useBannerStack(label);
  if (!text) return null;
  return (
    <span part="base">
      <button type="button" part="button" disabled={disabled} onClick={press}>
        {text}
      </button>
    </span>
  );
}
