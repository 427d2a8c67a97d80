import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** <hr-passkey-prompt> as a PHP page writes it (see elements/hr-passkey-prompt.ts). */
type HrElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hr-passkey-prompt': HrElementProps<{
        config?: string | object;
      }>;
    }
  }
}
