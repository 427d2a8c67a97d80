import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** <hr-agreement-prompt> as a PHP page writes it (see elements/hr-agreement-prompt.ts). */
type HrElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hr-agreement-prompt': HrElementProps<{
        config?: string | object;
      }>;
    }
  }
}
