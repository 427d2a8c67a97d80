import { describe, expect, it } from 'vitest';
import {
  MASK_NAMES,
  caretAfter,
  checkValue,
  coerceValue,
  formatRaw,
  hintFor,
  isComplete,
  maskRule,
  messageFor,
  holdsRefusal,
  normalizeInput,
  rawIndexAt,
  rawOf,
  refusalMessage,
  refusalStands,
  slotKinds,
  type MaskRule,
} from '../../../src/components/masked-input/masked-input.logic';

const rule = (name: string): MaskRule => {
  const found = maskRule(name);
  if (!found) throw new Error(`no rule ${name}`);
  return found;
};
const ssn = rule('ssn');
const ok = (raw: string) => ({ ok: true, raw });
const bad = (problem: string) => ({ ok: false, problem });

describe('maskRule', () => {
  it('knows every mask of SPEC §5 and nothing else', () => {
    expect(MASK_NAMES.map((name) => maskRule(name)?.name)).toEqual([...MASK_NAMES]);
    for (const unknown of ['', 'phone', 'MM/DD/YY', 'mm-dd-yy', '__proto__', 'constructor', null, undefined])
      expect(maskRule(unknown)).toBeNull();
  });

  it('reads id masks case-insensitively and trims, but not date masks where MMM and mm differ', () => {
    expect(maskRule(' SSN ')?.name).toBe('ssn');
    expect(maskRule('National-ID')?.name).toBe('national-id');
    expect(maskRule('mmm yyyy')).toBeNull();
  });

  it('gives the slot counts and lengths of each mask', () => {
    const table = MASK_NAMES.map((name) => [name, rule(name).minLength, rule(name).maxLength]);
    expect(table).toEqual([
      ['ssn', 9, 9],
      ['sin', 9, 9],
      ['nin', 9, 9],
      ['national-id', 6, 16],
      ['passport', 1, 20],
      ['card-expiry', 4, 4],
      ['mm/dd/yy', 6, 6],
      ['dd/mm/yy', 6, 6],
      ['yy-mm-dd', 6, 6],
      ['dd MMM YYYY', 9, 9],
      ['MMM YYYY', 7, 7],
    ]);
    expect(slotKinds(rule('MMM YYYY'))).toEqual([
      'month-letter',
      'month-letter',
      'month-letter',
      'digit',
      'digit',
      'digit',
      'digit',
    ]);
  });

  it('marks the personal-data masks sensitive, digit masks numeric and letter masks as letters', () => {
    const sensitive = MASK_NAMES.filter((name) => rule(name).sensitive);
    expect(sensitive).toEqual(['ssn', 'sin', 'nin', 'national-id', 'passport']);
    expect(MASK_NAMES.filter((name) => rule(name).numeric)).toEqual([
      'ssn',
      'sin',
      'card-expiry',
      'mm/dd/yy',
      'dd/mm/yy',
      'yy-mm-dd',
    ]);
    expect(MASK_NAMES.filter((name) => rule(name).letters)).toEqual(['nin', 'national-id', 'passport']);
  });
});

describe('normalizeInput', () => {
  it('accepts typed, dashed, spaced and full-width SSNs alike', () => {
    for (const text of [
      '123456789',
      '123-45-6789',
      '123 45 6789',
      ' 123 - 45 - 6789 ',
      '１２３－４５－６７８９',
      '123\u00a045\u200b6789',
      '123–45—6789',
      '123.45.6789',
      '123/45/6789',
    ])
      expect(normalizeInput(ssn, text)).toEqual(ok('123456789'));
  });

  it('accepts a partial value', () => {
    expect(normalizeInput(ssn, '12')).toEqual(ok('12'));
    expect(normalizeInput(ssn, '')).toEqual(ok(''));
    expect(normalizeInput(ssn, '-0')).toEqual(ok('0'));
  });

  it('rejects overlong input instead of cutting it', () => {
    expect(normalizeInput(ssn, '1234567890')).toEqual(bad('tooLong'));
    expect(normalizeInput(ssn, '1'.repeat(30))).toEqual(bad('tooLong'));
    expect(normalizeInput(rule('passport'), 'A'.repeat(21))).toEqual(bad('tooLong'));
    expect(normalizeInput(rule('national-id'), 'A1'.repeat(8))).toEqual(ok('A1'.repeat(8)));
    expect(normalizeInput(rule('national-id'), 'A1'.repeat(8) + 'Z')).toEqual(bad('tooLong'));
  });

  it('rejects characters a mask does not take', () => {
    for (const text of [
      '12a',
      'NaN',
      '1e309',
      '1,234.56'.replace('.', 'x'),
      '123+45',
      '١٢٣',
      '12#',
      '<script>',
      '１２３ａ',
    ])
      expect(normalizeInput(ssn, text)).toEqual(bad('characters'));
    expect(normalizeInput(rule('passport'), 'AB-12/34')).toEqual(ok('AB1234'));
    expect(normalizeInput(rule('passport'), 'AB#12')).toEqual(bad('characters'));
    expect(normalizeInput(rule('nin'), 'ÄB123456C')).toEqual(bad('characters'));
  });

  it('upper-cases national insurance, national id and passport letters, full-width ones too', () => {
    expect(normalizeInput(rule('nin'), 'ab 12 34 56 c')).toEqual(ok('AB123456C'));
    expect(normalizeInput(rule('nin'), 'ａｂ１２３４５６ｃ')).toEqual(ok('AB123456C'));
    expect(normalizeInput(rule('national-id'), 'x1y2z3')).toEqual(ok('X1Y2Z3'));
    expect(normalizeInput(rule('passport'), 'p1234567')).toEqual(ok('P1234567'));
  });

  it('checks the card expiry month while it is typed', () => {
    const card = rule('card-expiry');
    expect(normalizeInput(card, '1')).toEqual(ok('1'));
    expect(normalizeInput(card, '12/29')).toEqual(ok('1229'));
    expect(normalizeInput(card, '01/00')).toEqual(ok('0100'));
    expect(normalizeInput(card, '2')).toEqual(bad('month'));
    expect(normalizeInput(card, '13')).toEqual(bad('month'));
    expect(normalizeInput(card, '00/25')).toEqual(bad('month'));
    expect(normalizeInput(card, '12/2025')).toEqual(bad('tooLong'));
  });

  it('checks month and day ranges of numeric date masks in their own order', () => {
    expect(normalizeInput(rule('mm/dd/yy'), '02/29/24')).toEqual(ok('022924'));
    expect(normalizeInput(rule('mm/dd/yy'), '02/30')).toEqual(bad('day'));
    expect(normalizeInput(rule('mm/dd/yy'), '04/31')).toEqual(bad('day'));
    expect(normalizeInput(rule('mm/dd/yy'), '01/32')).toEqual(bad('day'));
    expect(normalizeInput(rule('mm/dd/yy'), '01/4')).toEqual(bad('day'));
    expect(normalizeInput(rule('mm/dd/yy'), '01/00')).toEqual(bad('day'));
    expect(normalizeInput(rule('mm/dd/yy'), '31/01/24')).toEqual(bad('month'));
    expect(normalizeInput(rule('dd/mm/yy'), '31/01/24')).toEqual(ok('310124'));
    expect(normalizeInput(rule('dd/mm/yy'), '31/04')).toEqual(bad('day'));
    expect(normalizeInput(rule('yy-mm-dd'), '24-02-30')).toEqual(bad('day'));
    expect(normalizeInput(rule('yy-mm-dd'), '2024-02-30')).toEqual(bad('tooLong'));
    expect(normalizeInput(rule('yy-mm-dd'), '99-12-31')).toEqual(ok('991231'));
  });

  it('reads month names in any case, in full, full-width, and completes a unique prefix', () => {
    const long = rule('dd MMM YYYY');
    expect(normalizeInput(long, '05 jan 2024')).toEqual(ok('05Jan2024'));
    expect(normalizeInput(long, '05 JANUARY 2024')).toEqual(ok('05Jan2024'));
    expect(normalizeInput(long, '５ Ｊａｎ ２０２４'.replace('５', '０５'))).toEqual(ok('05Jan2024'));
    expect(normalizeInput(long, '30 Sept 2024')).toEqual(ok('30Sep2024'));
    expect(normalizeInput(long, '05 j')).toEqual(ok('05J'));
    expect(normalizeInput(long, '05 ju')).toEqual(ok('05Ju'));
    expect(normalizeInput(long, '05 ja')).toEqual(ok('05Jan'));
    expect(normalizeInput(long, '05 f')).toEqual(ok('05Feb'));
    expect(normalizeInput(long, '05 x')).toEqual(bad('monthName'));
    expect(normalizeInput(long, '05 Jax')).toEqual(bad('monthName'));
    expect(normalizeInput(long, '30 Feb 2024')).toEqual(bad('day'));
    expect(normalizeInput(long, '05 1')).toEqual(bad('characters'));
    expect(normalizeInput(long, 'ab')).toEqual(bad('characters'));
    expect(normalizeInput(rule('MMM YYYY'), 'dec 1999')).toEqual(ok('Dec1999'));
    expect(normalizeInput(rule('MMM YYYY'), 'December 1999')).toEqual(ok('Dec1999'));
    expect(normalizeInput(rule('MMM YYYY'), 'Dec 19999')).toEqual(bad('tooLong'));
  });
});

describe('coerceValue', () => {
  it('keeps a value that fits as it is', () => {
    expect(coerceValue(ssn, '123-45-6789')).toEqual({ raw: '123456789', dropped: false });
    expect(coerceValue(ssn, '')).toEqual({ raw: '', dropped: false });
  });

  it('keeps the characters that fit and says something was dropped', () => {
    expect(coerceValue(ssn, '12a3-45-6789')).toEqual({ raw: '123456789', dropped: true });
    expect(coerceValue(ssn, '1'.repeat(30))).toEqual({ raw: '111111111', dropped: true });
    expect(coerceValue(rule('card-expiry'), '13/25')).toEqual({ raw: '1', dropped: true });
    expect(coerceValue(ssn, 'NaN')).toEqual({ raw: '', dropped: true });
  });
});

describe('formatRaw and rawOf', () => {
  it('places raw characters in each mask, showing a separator once a character follows it', () => {
    const shown = MASK_NAMES.map((name) =>
      formatRaw(
        rule(name),
        rawOf(
          rule(name),
          {
            ssn: '123456789',
            sin: '123456789',
            nin: 'AB123456C',
            'national-id': 'X1Y2Z3',
            passport: 'P1234567',
            'card-expiry': '0927',
            'mm/dd/yy': '013124',
            'dd/mm/yy': '310124',
            'yy-mm-dd': '240131',
            'dd MMM YYYY': '31Jan2024',
            'MMM YYYY': 'Jan2024',
          }[name],
        ),
      ),
    );
    expect(shown).toEqual([
      '123-45-6789',
      '123-456-789',
      'AB 12 34 56 C',
      'X1Y2Z3',
      'P1234567',
      '09/27',
      '01/31/24',
      '31/01/24',
      '24-01-31',
      '31 Jan 2024',
      'Jan 2024',
    ]);
    expect(formatRaw(ssn, '123')).toBe('123');
    expect(formatRaw(ssn, '1234')).toBe('123-4');
    expect(formatRaw(ssn, '')).toBe('');
  });

  it('round-trips every display value', () => {
    for (const display of ['123-45-6789', '123-4', '1']) expect(formatRaw(ssn, rawOf(ssn, display))).toBe(display);
  });

  it('maps caret positions between raw and display', () => {
    expect(caretAfter(ssn, '123456789', 4)).toBe(5);
    expect(caretAfter(ssn, '123456789', 0)).toBe(0);
    expect(rawIndexAt('123-45-6789', 5)).toBe(4);
    expect(rawIndexAt('123-45-6789', 11)).toBe(9);
  });
});

describe('checkValue and isComplete', () => {
  it('calls an empty value fine (required is the native check) and a short one incomplete', () => {
    expect(checkValue(ssn, '')).toBeNull();
    expect(checkValue(ssn, '12345678')).toBe('incomplete');
    expect(checkValue(ssn, '123456789')).toBeNull();
    expect(isComplete(ssn, '123456789')).toBe(true);
    expect(isComplete(ssn, '12345678')).toBe(false);
  });

  it('takes national ids of 6 to 16 characters and passports of 1 to 20', () => {
    expect(checkValue(rule('national-id'), 'ABCDE')).toBe('incomplete');
    expect(checkValue(rule('national-id'), 'ABCDEF')).toBeNull();
    expect(checkValue(rule('national-id'), 'A'.repeat(17))).toBe('tooLong');
    expect(checkValue(rule('passport'), 'A')).toBeNull();
  });

  it('finds dates that do not exist, leap years included', () => {
    expect(checkValue(rule('mm/dd/yy'), '022923')).toBe('date');
    expect(checkValue(rule('mm/dd/yy'), '022924')).toBeNull();
    expect(checkValue(rule('mm/dd/yy'), '022900')).toBeNull();
    expect(checkValue(rule('dd MMM YYYY'), '29Feb1900')).toBe('date');
    expect(checkValue(rule('dd MMM YYYY'), '29Feb2000')).toBeNull();
    expect(checkValue(rule('dd MMM YYYY'), '01Jan0000')).toBe('date');
    expect(checkValue(rule('MMM YYYY'), 'Jan0000')).toBe('date');
    expect(checkValue(rule('mm/dd/yy'), '133124')).toBe('month');
    expect(checkValue(rule('mm/dd/yy'), '023024')).toBe('day');
    expect(isComplete(rule('mm/dd/yy'), '022923')).toBe(false);
  });
});

describe('messages', () => {
  it('tells what each mask wants', () => {
    expect(MASK_NAMES.map((name) => hintFor(rule(name)))).toEqual([
      'Enter 9 digits (999-99-9999).',
      'Enter 9 digits (999-999-999).',
      'Enter 9 letters or digits (AB 12 34 56 C).',
      'Enter 6 to 16 letters or digits.',
      'Enter up to 20 letters or digits.',
      'Enter the expiry date as MM/YY, month 01 to 12.',
      'Enter the date as mm/dd/yy, for example 01/31/24.',
      'Enter the date as dd/mm/yy, for example 31/01/24.',
      'Enter the date as yy-mm-dd, for example 24-01-31.',
      'Enter the date as dd MMM YYYY, for example 31 Jan 2024.',
      'Enter the date as MMM YYYY, for example Jan 2024.',
    ]);
  });

  it('says a refused edit left the entry unchanged, and uses SPEC wording for a bad date', () => {
    expect(messageFor(ssn, 'tooLong')).toBe(
      'That was too long for this field and was not entered; your entry is unchanged. Enter 9 digits (999-99-9999).',
    );
    expect(messageFor(ssn, 'characters')).toContain('characters this field does not take');
    expect(messageFor(ssn, 'incomplete')).toBe('Enter 9 digits (999-99-9999).');
    expect(messageFor(rule('mm/dd/yy'), 'date')).toBe('Invalid date format.');
    expect(messageFor(rule('card-expiry'), 'month')).toBe('Enter a month from 01 to 12.');
    expect(messageFor(rule('mm/dd/yy'), 'day')).toContain('01 to 31');
    expect(messageFor(rule('MMM YYYY'), 'monthName')).toContain('Jan, Feb');
  });

  it('names a refused date digit, and holds that refusal until a deletion, an undo or a complete value', () => {
    const card = rule('card-expiry');
    expect(refusalMessage(card, 'month', '3')).toBe('"3" was not entered. Enter a month from 01 to 12.');
    expect(refusalMessage(card, 'month', '13/25')).toBe('Enter a month from 01 to 12.');
    expect(refusalMessage(ssn, 'tooLong', '1')).toBe(messageFor(ssn, 'tooLong'));
    expect([holdsRefusal('month'), holdsRefusal('day'), holdsRefusal('monthName')]).toEqual([true, true, true]);
    expect([holdsRefusal('tooLong'), holdsRefusal('characters')]).toEqual([false, false]);
    expect(refusalStands(card, 'insertText', '129')).toBe(true);
    expect(refusalStands(card, 'insertText', '1229')).toBe(false);
    expect(refusalStands(card, 'deleteContentBackward', '12')).toBe(false);
    expect(refusalStands(card, 'historyUndo', '12')).toBe(false);
    expect(refusalStands(card, '', '')).toBe(false);
  });
});
