import { describe, expect, it } from 'vitest';
import { nextOption } from '../../../src/ui/combobox/next-option';

describe('nextOption', () => {
  it('moves down and up, wrapping at both ends', () => {
    expect(nextOption(0, 3, 'ArrowDown')).toBe(1);
    expect(nextOption(2, 3, 'ArrowDown')).toBe(0);
    expect(nextOption(2, 3, 'ArrowUp')).toBe(1);
    expect(nextOption(0, 3, 'ArrowUp')).toBe(2);
  });

  it('goes from no active option to the first with ArrowDown and the last with ArrowUp', () => {
    expect(nextOption(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextOption(-1, 3, 'ArrowUp')).toBe(2);
  });

  it('brings an index past a shrunken list back inside it', () => {
    expect(nextOption(7, 3, 'ArrowDown')).toBe(0);
    expect(nextOption(7, 3, 'ArrowUp')).toBe(2);
  });

  it('does not move in an empty list or for other keys', () => {
    expect(nextOption(0, 0, 'ArrowUp')).toBeNull();
    expect(nextOption(-1, 0, 'ArrowDown')).toBeNull();
    expect(nextOption(0, 3, 'x')).toBeNull();
    expect(nextOption(0, 3, 'Enter')).toBeNull();
  });

  it('jumps with Home and End, unless the input keeps them for its caret', () => {
    expect(nextOption(1, 3, 'Home')).toBe(0);
    expect(nextOption(1, 3, 'End')).toBe(2);
    expect(nextOption(1, 3, 'Home', { homeEnd: false })).toBeNull();
    expect(nextOption(1, 3, 'End', { homeEnd: false })).toBeNull();
  });
});
