import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type HrElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hr-masked-input': HrElementProps<{
        mask?: string;
        unmask?: boolean;
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
