/**
 * The script-tag build (`dist/hr-shell.global.js`, an IIFE with React bundled since React 19 ships
 * no UMD). It defines every element at once and exposes `window.HrShell`.
 */
import '../elements/all';
import { exposeGlobal } from './lib/global-api';
import { VERSION } from './lib/runtime';
import { configure, getConfig } from './stores/config';

exposeGlobal({ version: VERSION, configure, getConfig });
