import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** <hr-form-guard> as a PHP page writes it (see elements/hr-form-guard.ts). */
type HrElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hr-form-guard': HrElementProps<{
        form?: string;
        config?: string;
      }>;
    }
  }
}
