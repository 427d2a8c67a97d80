/**
 * The one door to the `qrcode` package. Imported only with `import()` (use-mobile-qr.ts), so the
 * bundler gives it a chunk of its own, `qrcode-*.js`, loaded when the dialog asks for a code. An
 * ES re-export also settles the CommonJS interop (bundles expose qrcode only as a default export).
 */
export { create } from 'qrcode';
