import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** <hr-identity-verification> as a PHP page writes it (see elements/hr-identity-verification.ts). */
type HrElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hr-identity-verification': HrElementProps<{
        config?: string | object;
      }>;
    }
  }
}
