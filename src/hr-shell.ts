/**
 * The module entry a PHP page includes: `<script type="module" src=".../hr-shell.js">`.
 * Importing it starts the autoloader, so every hr-* tag on the page (now or later, in the
 * document or in our shadow roots) is defined the first time it appears.
 */
import { elementLoaders } from '../elements/registry';
import { pageAutoloader } from './lib/autoloader';
import { onShadowRoot, VERSION } from './lib/runtime';
import { configure, getConfig } from './stores/config';
import { exposeGlobal } from './lib/global-api';

export { configure, getConfig } from './stores/config';
export { setCsrfToken } from './stores/config';
export { VERSION } from './lib/runtime';
export type { HrShellConfig, ConfigInput, CurrentUser, ReportContext, ErrorReporter } from './lib/config';
export type { HrErrorDetail, HrChangeDetail, HrChangeDetails } from './element/events';
export type { InlineEditChangeDetail, HrInlineEditElement } from '../elements/hr-inline-edit';
// Form helpers (types only: importing them here would put their code in the autoloader).
export type { MaskedInputChangeDetail, HrMaskedInputElement } from '../elements/hr-masked-input';
export type { DateFieldChangeDetail, HrDateFieldElement } from '../elements/hr-date-field';
export type { NumberFieldChangeDetail, HrNumberFieldElement } from '../elements/hr-number-field';
export type { RateChangeDetail, HrRateChangeElement } from '../elements/hr-rate-change';
export type { CharCounterChangeDetail, HrCharCounterElement } from '../elements/hr-char-counter';
export type {
  InsertableListChangeDetail,
  InsertableListErrorDetail,
  HrInsertableListElement,
} from '../elements/hr-insertable-list';
export type {
  AddressFieldsChangeDetail,
  AddressFieldsErrorDetail,
  HrAddressFieldsElement,
} from '../elements/hr-address-fields';
export type {
  PersonPickerChangeDetail,
  PersonPickerErrorDetail,
  PersonPickerPerson,
  HrPersonPickerElement,
} from '../elements/hr-person-picker';
export type { SelectFieldChangeDetail, HrSelectFieldElement } from '../elements/hr-select-field';
export type { FormControlMembers } from './element/form-control';

const autoloader = pageAutoloader(elementLoaders);

/** Loads these tags now instead of on first appearance (for elements a script creates later). */
export function preload(...tags: string[]): Promise<void> {
  return autoloader.preload(tags);
}

exposeGlobal({ version: VERSION, configure, getConfig, preload });

if (typeof document !== 'undefined') {
  onShadowRoot((root) => autoloader.observe(root));
  autoloader.observe(document);
}
