import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** <hr-person-picker> as a PHP page writes it (see elements/hr-person-picker.ts). */
type HrElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hr-person-picker': HrElementProps<{
        name?: string;
        value?: string;
        /** JSON `[{id, name, imageUrl?}]`; React 19 sets the `people` property when given an array. */
        people?: string | ReadonlyArray<{ id: number; name: string; imageUrl?: string }>;
        description?: string;
        src?: string;
        required?: boolean;
        disabled?: boolean;
        form?: string;
        placeholder?: string;
        label?: string;
        'input-id'?: string;
        config?: string;
      }>;
    }
  }
}
