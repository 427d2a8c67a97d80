import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** <hr-time-tracking-toggle> as a PHP page writes it (see elements/hr-time-tracking-toggle.ts). */
type HrElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hr-time-tracking-toggle': HrElementProps<{
        'employee-id'?: string;
        enabled?: boolean;
        'employee-name'?: string;
        'go-to-timesheet'?: boolean;
        config?: string;
      }>;
    }
  }
}
