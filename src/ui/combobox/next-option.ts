/**
 * The active option after a key in a combobox's listbox (WAI-ARIA APG combobox): ArrowDown and
 * ArrowUp wrap around, and from no active option go to the first and the last; Home and End jump
 * (unless the input keeps them to move its caret). Null when the key does not move it.
 */
export function nextOption(
  current: number,
  count: number,
  key: string,
  { homeEnd = true }: { homeEnd?: boolean } = {},
): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 || current >= count ? count - 1 : current - 1;
    case 'Home':
      return homeEnd ? 0 : null;
    case 'End':
      return homeEnd ? count - 1 : null;
    default:
      return null;
  }
}
