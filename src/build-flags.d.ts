/** True in the script-tag builds (tsup.config.ts); undefined where no bundler defines it (tests). */
declare const __HR_SCRIPT_TAG__: boolean | undefined;
