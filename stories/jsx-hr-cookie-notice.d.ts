import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** <hr-cookie-notice> as a PHP page writes it (see elements/hr-cookie-notice.ts). */
type HrElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hr-cookie-notice': HrElementProps<{
        config?: string;
      }>;
    }
  }
}
