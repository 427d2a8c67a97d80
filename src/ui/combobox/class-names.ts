/*
 * The combobox view's class names. In a shadow root they are bare (`option`, with `active` as a
 * second class); in the light DOM they are BEM names under the element's tag (`hr-x__option`,
 * `hr-x__option--active`), so a page's own CSS cannot reach them and theirs cannot leak out.
 */

/** The class attribute of one part of the view. */
export function comboboxClass(prefix: string | undefined, block: string, modifier?: string | false): string {
  if (!prefix) return modifier ? `${block} ${modifier}` : block;
  const name = `${prefix}__${block}`;
  return modifier ? `${name} ${name}--${modifier}` : name;
}

/** The CSS selector of one part of the view, scoped by the tag in the light DOM. */
export function comboboxSelector(prefix: string | undefined, block: string, modifier?: string): string {
  if (!prefix) return modifier ? `.${block}.${modifier}` : `.${block}`;
  return `${prefix} .${prefix}__${block}${modifier ? `--${modifier}` : ''}`;
}
