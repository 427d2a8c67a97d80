import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** <hr-clear-demo-data> as a PHP page writes it (see elements/hr-clear-demo-data.ts). */
type HrElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hr-clear-demo-data': HrElementProps<{
        'sales-number'?: string;
        config?: string | object;
      }>;
    }
  }
}
