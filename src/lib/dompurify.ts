/** The one door to the `dompurify` package, imported only with `import()` (sanitize.ts). */
export { default } from 'dompurify';
