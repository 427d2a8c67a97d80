import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** <hr-terms-prompt> as a PHP page writes it (see elements/hr-terms-prompt.ts). */
type HrElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hr-terms-prompt': HrElementProps<{
        href?: string;
        config?: string;
      }>;
    }
  }
}
