import { build, transform, type Plugin } from 'esbuild';

// `*.styles.ts` modules only build CSS strings from design tokens. The builds run them at build
// time and replace each with its minified CSS, so the bundles carry neither the token table nor
// indentation (both count against the size budgets). Vitest and Storybook import the same modules
// unchanged.

/** The module a `*.styles.ts` file becomes in a bundle: its exports as minified CSS string constants. */
export async function inlineStylesModule(path: string): Promise<string> {
  const bundled = await build({ entryPoints: [path], bundle: true, write: false, format: 'esm', platform: 'neutral' });
  const code = bundled.outputFiles[0]?.text ?? '';
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Record<
    string,
    unknown
  >;
  const lines: string[] = [];
  for (const [name, value] of Object.entries(module)) {
    if (typeof value !== 'string') throw new Error(`${path}: export ${name} is not a CSS string`);
    const { code: css } = await transform(value, { loader: 'css', minify: true });
    lines.push(`export const ${name} = ${JSON.stringify(css.trim())};`);
  }
  return lines.join('\n');
}

/** For tsup (the script-tag build); the module build uses the same function through Rolldown. */
export const inlineStylesPlugin: Plugin = {
  name: 'hr-inline-styles',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.styles\.ts$/ }, async ({ path }) => ({
      contents: await inlineStylesModule(path),
      loader: 'js',
    }));
  },
};
