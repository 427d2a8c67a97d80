import { useCallback, useRef } from 'react';
import { useEmit } from '../../element/define-element';
import { buttonText } from './employee-history.logic';

/** The button's text, and what a press does: count it and fire `hr-change`. */
export function useEmployeeHistory(label: string | undefined): { text: string; press: () => void } {
  const emit = useEmit();
  const presses = useRef(0);
  const press = useCallback(() => {
    presses.current += 1;
    emit('change', { count: presses.current });
  }, [emit]);
  return { text: buttonText(label), press };
}
