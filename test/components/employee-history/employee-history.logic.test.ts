import { describe, expect, it } from 'vitest';
import { buttonText } from '../../../src/components/employee-history/employee-history.logic';

describe('buttonText', () => {
  it('collapses runs of whitespace and trims the label', () => {
    expect(buttonText('  Job \n\t history  ')).toBe('Job history');
  });

  it('is empty without a label or with only whitespace', () => {
    expect(buttonText(undefined)).toBe('');
    expect(buttonText(' \n ')).toBe('');
  });

  it('keeps markup as text', () => {
    expect(buttonText('<b>Bold</b>')).toBe('<b>Bold</b>');
  });
});
