import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** <hr-insertable-list> as a PHP page writes it (see elements/hr-insertable-list.ts). */
type HrElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hr-insertable-list': HrElementProps<{
        src?: string;
        field?: string;
        'error-message'?: string;
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
