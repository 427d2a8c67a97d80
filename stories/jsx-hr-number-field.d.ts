import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** <hr-number-field> and <hr-rate-change> as a PHP page writes them (see elements/hr-number-field.ts, elements/hr-rate-change.ts). */
type HrElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

interface FormControlAttributes {
  name?: string;
  value?: string;
  required?: boolean;
  disabled?: boolean;
  readonly?: boolean;
  form?: string;
  placeholder?: string;
  label?: string;
  'input-id'?: string;
  config?: string;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hr-number-field': HrElementProps<
        FormControlAttributes & {
          format?: 'number' | 'percent' | 'currency';
          currency?: string;
          picker?: boolean;
          'currency-name'?: string;
          raw?: boolean;
          decimals?: string | number;
          'employee-id'?: string | number;
          'pay-schedule-id'?: string | number;
          src?: string;
        }
      >;
      'hr-rate-change': HrElementProps<
        FormControlAttributes & {
          'original-rate'?: string;
          'percent-name'?: string;
          'percent-label'?: string;
          'percent-input-id'?: string;
          format?: 'number' | 'currency';
          currency?: string;
          decimals?: string | number;
        }
      >;
    }
  }
}
