import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** <hr-select-field> as a PHP page writes it (see elements/hr-select-field.ts): it wraps the page's own <select>. */
type HrElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hr-select-field': HrElementProps<{
        'date-picker'?: boolean;
        'search-threshold'?: string | number;
        placeholder?: string;
        name?: string;
        required?: boolean;
        disabled?: boolean;
        form?: string;
        label?: string;
        'input-id'?: string;
        config?: string;
      }>;
    }
  }
}
