import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** <hr-employee-snapshot> as a PHP page writes it (see elements/hr-employee-snapshot.ts). */
type HrElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hr-employee-snapshot': HrElementProps<{
        'snapshot-src'?: string;
        'summary-src'?: string;
        config?: string;
      }>;
    }
  }
}
