import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** <hr-employee-history> as a PHP page writes it (see elements/hr-employee-history.ts). */
type HrElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hr-employee-history': HrElementProps<{
        label?: string;
        heading?: string;
        employee?: string;
        'employee-id'?: number | string;
        'employee-src'?: string;
        config?: string;
      }>;
    }
  }
}
