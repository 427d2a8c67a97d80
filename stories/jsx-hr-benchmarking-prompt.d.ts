import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** <hr-benchmarking-prompt> as a PHP page writes it (see elements/hr-benchmarking-prompt.ts). */
type HrElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hr-benchmarking-prompt': HrElementProps<{
        config?: string | object;
      }>;
    }
  }
}
