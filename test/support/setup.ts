import { afterEach, vi } from 'vitest';

// Each test builds its own fixture; nothing a test adds to the page survives it.
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.replaceChildren();
  document.head.querySelectorAll('#hr-shell-config').forEach((node) => node.remove());
  localStorage.clear();
});
