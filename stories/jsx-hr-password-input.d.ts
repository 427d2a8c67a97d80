import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** <hr-password-input> as a PHP page writes it (see elements/hr-password-input.ts). */
type HrElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hr-password-input': HrElementProps<{
        'forgot-href'?: string;
        'forgot-target'?: string;
        name?: string;
        value?: string;
        required?: boolean;
        disabled?: boolean;
        readonly?: boolean;
        form?: string;
        placeholder?: string;
        autocomplete?: string;
        label?: string;
        'input-id'?: string;
        config?: string;
      }>;
    }
  }
}
