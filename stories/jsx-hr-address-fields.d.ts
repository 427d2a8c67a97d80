import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** <hr-address-fields> as a PHP page writes it (see elements/hr-address-fields.ts). */
type HrElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hr-address-fields': HrElementProps<{
        variant?: 'dependent' | 'emergency' | string;
        'employee-id'?: string | number;
        'pay-schedule-id'?: string | number;
        'timezone-field'?: string;
        name?: string;
        required?: boolean;
        disabled?: boolean;
        form?: string;
        label?: string;
        config?: string;
      }>;
    }
  }
}
