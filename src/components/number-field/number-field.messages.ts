import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { formatDecimal, MAX_DIGITS, type FieldFormat, type ParseProblem } from './number-field.logic';

/** The catalogue message for a refused value, with an example written the locale's way. */
export function problemMessage(problem: ParseProblem, format: FieldFormat): string {
  const example = formatDecimal('1234.56', format.symbols);
  switch (problem) {
    case 'ambiguous':
      return t(m.numberAmbiguous, { decimal: format.symbols.decimal, group: format.symbols.group, example });
    case 'too-long':
      return t(m.numberTooLong, { max: MAX_DIGITS });
    case 'too-precise':
      return format.maxDecimals ? t(m.numberTooPrecise, { places: format.maxDecimals }) : t(m.numberWholeOnly);
    default:
      return t(m.numberInvalid, { example });
  }
}
