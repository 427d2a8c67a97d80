import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** <hr-support-request> as a PHP page writes it (see elements/hr-support-request.ts). */
type HrElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hr-support-request': HrElementProps<{
        label?: string;
        disabled?: boolean;
        config?: string;
      }>;
    }
  }
}
