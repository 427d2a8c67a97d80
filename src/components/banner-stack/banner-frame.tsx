import type { ComponentType, ReactNode } from 'react';
import type { BannerKey } from './banners.logic';

export interface FrameProps {
  name: BannerKey;
  tone?: 'info' | 'warning' | 'error';
  children: ReactNode;
  actions?: ReactNode;
}

/**
 * The frame the list hands each banner as its `Frame` prop. The banners' chunks import nothing of
 * the list (types aside): a module both import would become a chunk of its own, fetched only after
 * them, a second request wave.
 */
export type Frame = ComponentType<FrameProps>;

/** The shared look: a tinted bar with the message, then its links and buttons. */
export function BannerFrame({ name, tone = 'info', children, actions }: FrameProps) {
  return (
    <div className={`banner ${tone}`} part={`banner banner-${name}`} data-banner={name}>
      <div className="text">{children}</div>
      {actions && <div className="actions">{actions}</div>}
    </div>
  );
}
