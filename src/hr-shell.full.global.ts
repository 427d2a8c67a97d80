/**
 * The script-tag build with every element, form helpers included (`dist/hr-shell.full.global.js`):
 * for classic pages that use the form helpers. It is larger (imask, flatpickr, big.js); pages that
 * can load modules get each element's code only when its tag appears (`hr-shell.js`).
 */
// Every element of these kinds in elements/registry.ts (tsup.config.ts writes the imports).
import 'hr-shell:elements?kinds=shell,tool,form';
import { exposeScriptTagGlobal } from './global-entry';

exposeScriptTagGlobal();
