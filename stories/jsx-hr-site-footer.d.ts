import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** <hr-site-footer> as a PHP page writes it (see elements/hr-site-footer.ts). */
type HrElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hr-site-footer': HrElementProps<{
        open?: boolean;
        disabled?: boolean;
        processing?: boolean;
        sidebar?: boolean;
        form?: string;
        'cancel-href'?: string;
        'submit-label'?: string;
        'cancel-label'?: string;
        config?: string;
      }>;
    }
  }
}
