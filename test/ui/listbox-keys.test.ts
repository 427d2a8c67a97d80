import { describe, expect, it } from 'vitest';
import { nextOption } from '../../src/ui/listbox-keys';

describe('nextOption', () => {
  it('moves down and up with wrapping, and ignores other keys', () => {
    expect(nextOption(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextOption(0, 3, 'ArrowDown')).toBe(1);
    expect(nextOption(2, 3, 'ArrowDown')).toBe(0);
    expect(nextOption(0, 3, 'ArrowUp')).toBe(2);
    expect(nextOption(0, 0, 'ArrowUp')).toBeNull();
    expect(nextOption(0, 0, 'ArrowDown')).toBeNull();
    expect(nextOption(0, 3, 'x')).toBeNull();
  });

  it('jumps with Home and End, unless the input keeps them for its caret', () => {
    expect(nextOption(1, 3, 'Home')).toBe(0);
    expect(nextOption(1, 3, 'End')).toBe(2);
    expect(nextOption(1, 3, 'Home', { homeEnd: false })).toBeNull();
    expect(nextOption(1, 3, 'End', { homeEnd: false })).toBeNull();
  });
});
