import IMask, { type FactoryArg, type InputMask } from 'imask';
import { MONTHS, type MaskRule } from './masked-input.logic';

/**
 * The IMask options for a rule. IMask does the keystroke work (caret, deletion, inserting the
 * separators while typing, undo); what a value may be is decided by masked-input.logic.ts, which
 * checks every insertion before IMask sees it. Both read the same pattern: `9` → IMask's `0`
 * (digit), `*` → `#` (a letter or digit, upper-cased), `MMM` → an enum block of month names.
 */
export function imaskOptions(rule: MaskRule): FactoryArg {
  let pattern = '';
  let slots = 0;
  let optionalOpen = false;
  for (let i = 0; i < rule.pattern.length; i++) {
    const c = rule.pattern[i] as string;
    if (c === 'M') {
      pattern += 'MMM';
      slots += 3;
      i += 2;
      continue;
    }
    if (c !== '9' && c !== '*') {
      pattern += c;
      continue;
    }
    // Characters past the minimum are optional: national id 6 to 16, passport up to 20.
    if (slots === rule.minLength && rule.minLength < rule.maxLength && !optionalOpen) {
      pattern += '[';
      optionalOpen = true;
    }
    pattern += c === '9' ? '0' : '#';
    slots += 1;
  }
  if (optionalOpen) pattern += ']';
  return {
    mask: pattern,
    lazy: true,
    definitions: { '#': /[A-Za-z0-9]/ },
    // IME composition reaches IMask without our check: full-width '１' must still be a digit.
    prepareChar: (chars: string) => {
      const plain = chars.normalize('NFKC');
      return rule.letters ? plain.toUpperCase() : plain;
    },
    blocks: {
      MMM: {
        mask: IMask.MaskedEnum,
        enum: [...MONTHS],
        // 'jan' matches 'Jan': the enum then writes its own letters, so the case comes out right.
        matchValue: (option: string, typed: string, from: number) =>
          option.toLowerCase().indexOf(typed.toLowerCase(), from) === from,
      },
    },
  } as FactoryArg;
}

export type MaskInstance = InputMask<FactoryArg>;

export function attachMask(input: HTMLInputElement, rule: MaskRule): MaskInstance {
  return IMask(input, imaskOptions(rule)) as unknown as MaskInstance;
}
