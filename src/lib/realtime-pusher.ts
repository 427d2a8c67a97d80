/** The one door to the `pusher-js` package, imported only with `import()` (realtime.ts). */
export { default } from 'pusher-js';
