import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** <hr-date-field> as a PHP page writes it (see elements/hr-date-field.ts). */
type HrElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hr-date-field': HrElementProps<{
        name?: string;
        value?: string;
        format?: string;
        min?: string;
        max?: string;
        'future-only'?: boolean;
        'start-field'?: string;
        'end-field'?: string;
        'show-duration'?: boolean;
        'iso-name'?: string;
        required?: boolean;
        disabled?: boolean;
        readonly?: boolean;
        form?: string;
        label?: string;
        'input-id'?: string;
        placeholder?: string;
        config?: string;
      }>;
    }
  }
}
