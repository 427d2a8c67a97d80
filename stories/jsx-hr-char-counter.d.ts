import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** <hr-char-counter> as a PHP page writes it (see elements/hr-char-counter.ts). */
type HrElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hr-char-counter': HrElementProps<{
        maxlength?: string | number;
        bytes?: boolean;
        name?: string;
        required?: boolean;
        disabled?: boolean;
        readonly?: boolean;
        form?: string;
        placeholder?: string;
        label?: string;
        'input-id'?: string;
        config?: string;
      }>;
    }
  }
}
