import { afterEach, beforeEach, vi } from 'vitest';
import { BrowserFormData } from './browser-form-data';

// FormData as browsers build it (happy-dom differs for disabled and multiple selects).
beforeEach(() => {
  vi.stubGlobal('FormData', BrowserFormData);
});

// Each test builds its own fixture; nothing a test adds to the page survives it.
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.replaceChildren();
  document.head.querySelectorAll('#hr-shell-config').forEach((node) => node.remove());
  localStorage.clear();
});
