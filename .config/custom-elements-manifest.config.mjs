// Custom Elements Manifest for hr-shell: `npm run manifest` writes custom-elements.json at the repo
// root (package.json "customElements"); `npm run manifest:check` (CI) fails when it is stale.
//
// Elements are documented by the JSDoc block of their exported class (@summary, @tag, @attr, @prop,
// @fires, @slot, @csspart, @cssprop); the analyzer reads those tags itself. What it gets wrong is
// the heritage: `class X extends createElementClass(...)({...}) {}` looks to it like a mixin call,
// so it records a mixin `createElementClass` and the *first argument* ('hr-x') as the superclass,
// and it does not know that `defineElement('hr-x', X)` defines a tag. The plugin below fixes that
// and adds two things the tools downstream (README, CI) rely on.

/** The factory every element class extends (src/element/define-element.tsx). */
const ELEMENT_FACTORY = 'createElementClass';
/** Our wrapper around customElements.define (src/element/define-element.tsx). */
const DEFINE_FUNCTION = 'defineElement';

/** `CustomEvent<{id: number}>` -> `{id: number}`; undefined for any other event type. */
function detailTypeOf(typeText) {
  const match = /^\s*CustomEvent\s*<([\s\S]*)>\s*$/.exec(typeText ?? '');
  return match ? match[1].trim() : undefined;
}

function hrShellPlugin() {
  /** module path -> class name -> tag given to createElementClass('hr-x', ...). */
  const factoryTags = new Map();

  return {
    name: 'hr-shell-elements',

    initialize() {
      factoryTags.clear(); // one plugin instance may serve several runs (watch mode, tests)
    },

    analyzePhase({ ts, node, moduleDoc }) {
      // `export class X extends createElementClass<P>('hr-x', ...) {}`: the class extends
      // HTMLElement (through the factory's class); there is no mixin and no 'hr-x' superclass.
      if (ts.isClassDeclaration(node) && node.name) {
        const base = node.heritageClauses?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]
          ?.expression;
        if (!base || !ts.isCallExpression(base) || base.expression.getText() !== ELEMENT_FACTORY) return;
        const declaration = moduleDoc.declarations?.find((d) => d.kind === 'class' && d.name === node.name.text);
        if (!declaration) return;
        declaration.superclass = { name: 'HTMLElement' };
        declaration.mixins = declaration.mixins?.filter((mixin) => mixin.name !== ELEMENT_FACTORY);
        if (!declaration.mixins?.length) delete declaration.mixins;
        const [tagArg] = base.arguments;
        if (tagArg && ts.isStringLiteralLike(tagArg)) {
          if (!factoryTags.has(moduleDoc.path)) factoryTags.set(moduleDoc.path, new Map());
          factoryTags.get(moduleDoc.path).set(node.name.text, tagArg.text);
        }
        return;
      }

      // `defineElement('hr-x', X)` registers the tag like customElements.define('hr-x', X):
      // record the same custom-element-definition export the analyzer writes for the latter.
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === DEFINE_FUNCTION) {
        const [tagArg, classArg] = node.arguments;
        if (!tagArg || !ts.isStringLiteralLike(tagArg) || !classArg || !ts.isIdentifier(classArg)) return;
        moduleDoc.exports = [
          ...(moduleDoc.exports ?? []),
          {
            kind: 'custom-element-definition',
            name: tagArg.text,
            declaration: { name: classArg.text, module: moduleDoc.path },
          },
        ];
      }
    },

    // Runs after the analyzer's own link plugins (which copy the defineElement tag to `tagName`
    // when @tag is missing and set `customElement`).
    packageLinkPhase({ customElementsManifest }) {
      const problems = [];
      for (const mod of customElementsManifest.modules) {
        for (const declaration of mod.declarations ?? []) {
          if (declaration.kind !== 'class') continue;

          // @tag, createElementClass('…') and defineElement('…') must name the same tag.
          const tags = new Set(
            [
              declaration.tagName,
              factoryTags.get(mod.path)?.get(declaration.name),
              ...(mod.exports ?? [])
                .filter((e) => e.kind === 'custom-element-definition' && e.declaration.name === declaration.name)
                .map((e) => e.name),
            ].filter(Boolean),
          );
          if (tags.size > 1) {
            problems.push(`${mod.path}: ${declaration.name} has conflicting tag names: ${[...tags].join(', ')}`);
          }

          // Keep the detail type of `@fires {CustomEvent<Detail>} name` as its own field
          // (`detailType`, not part of the schema; the README's Events table shows it).
          for (const event of declaration.events ?? []) {
            const detailType = detailTypeOf(event.type?.text);
            if (detailType) event.detailType = detailType;
          }
        }
      }
      if (problems.length) throw new Error(problems.join('\n'));

      // Deterministic output: modules in path order whatever order the file system lists them in.
      // (Members, attributes, events etc. keep the order they are documented in.)
      customElementsManifest.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    },
  };
}

export default {
  globs: ['elements/hr-*.ts'],
  outdir: '.',
  // package.json already has "customElements": "custom-elements.json"; never rewrite it.
  packagejson: false,
  dev: false,
  watch: false,
  litelement: false,
  plugins: [hrShellPlugin()],
};
