import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** <hr-banner-stack> as a PHP page writes it (see elements/hr-banner-stack.ts). */
type HrElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hr-banner-stack': HrElementProps<{
        src?: string;
        reserve?: string;
        variant?: 'hired-by-remote';
        'employee-id'?: number | string;
        banners?: string;
        config?: string;
      }>;
    }
  }
}
