/** Accent-stripped, lower-cased text for search columns (search matching). */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
