/** Accent-stripped, lower-cased text for search columns (SPEC §5 matching). */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
