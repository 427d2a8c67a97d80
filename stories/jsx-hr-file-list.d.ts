import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** <hr-file-list> as a PHP page writes it (see elements/hr-file-list.ts). */
type HrElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hr-file-list': HrElementProps<{
        'employee-id'?: string;
        company?: boolean;
        label?: string;
        'uploader-id'?: string;
        'allowed-extensions'?: string;
        'max-size'?: string;
        'render-all'?: boolean;
        config?: string | object;
      }>;
    }
  }
}
