/**
 * The script-tag build (`dist/hr-shell.global.js`, an IIFE with React bundled since React 19 ships
 * no UMD). It defines every shell element and employee tool at once and exposes `window.HrShell`;
 * the form helpers are in `hr-shell.full.global.js` (./hr-shell.full.global.ts).
 */
// Every element of these kinds in elements/registry.ts (tsup.config.ts writes the imports).
import 'hr-shell:elements?kinds=shell,tool';
import { exposeScriptTagGlobal } from './global-entry';

exposeScriptTagGlobal();
