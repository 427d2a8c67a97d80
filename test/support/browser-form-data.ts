/**
 * happy-dom 21 builds `new FormData(form)` unlike browsers in two ways: it posts disabled
 * <textarea> and <select> controls (it checks `disabled` on inputs only), and it posts only the
 * first chosen option of a `multiple` select. This FormData corrects both, following HTML's
 * "constructing the entry list", so form tests check what a browser really posts. Installed for
 * every unit test by ./setup.ts.
 */
export class BrowserFormData extends FormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super(form, submitter);
    if (!form) return;
    const named = [...form.elements].filter(
      (element): element is HTMLTextAreaElement | HTMLSelectElement =>
        (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) && element.name !== '',
    );
    const entries = [...this.entries()];
    let changed = false;
    for (const element of named) {
      const values =
        element instanceof HTMLSelectElement
          ? [...element.selectedOptions].map((option) => option.value)
          : [element.value];
      const at = (value: string) => entries.findIndex(([name, entry]) => name === element.name && entry === value);
      // happy-dom's :disabled misses a disabled fieldset (the legend exception is not needed here).
      if (element.disabled || element.closest('fieldset[disabled]')) {
        for (const value of values) {
          const index = at(value);
          if (index >= 0) {
            entries.splice(index, 1);
            changed = true;
          }
        }
        continue;
      }
      // The chosen options after the first, right after it (document order of the entry list).
      let last = at(values[0] ?? '');
      for (const value of values.slice(1)) {
        if (at(value) >= 0) continue;
        entries.splice(last + 1, 0, [element.name, value]);
        last += 1;
        changed = true;
      }
    }
    if (!changed) return;
    for (const name of new Set([...this.keys()])) this.delete(name);
    for (const [name, value] of entries) this.append(name, value);
  }
}
