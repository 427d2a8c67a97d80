import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/**
 * Attributes of the custom elements as a PHP page writes them. React 19 sets a prop as a property
 * when the element has one (`label`, `disabled`…) and as an attribute otherwise (`save-src`).
 */
type HrElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hr-inline-edit': HrElementProps<{
        'save-src'?: string;
        'record-id'?: string | number;
        value?: string;
        label?: string;
        placeholder?: string;
        maxlength?: string | number;
        disabled?: boolean;
        config?: string;
      }>;
    }
  }
}
