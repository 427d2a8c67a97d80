import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  BundleError,
  bundle,
  createBackend,
  deepEqual,
  firstDifference,
  mergeFragments,
  operationsOf,
  parseFragment,
  resolvePointer,
  semanticProblems,
  serialize,
  unresolvedRefs,
  validateOpenApi31,
  withOperationIds,
  type Fragment,
  type JsonObject,
} from '../../.config/scripts/api-bundle.logic';

const BASE = `
openapi: 3.1.0
info: { title: t, version: '1' }
security:
  - cookie: []
components:
  securitySchemes:
    cookie: { type: apiKey, in: cookie, name: sid }
  schemas:
    Error:
      type: object
      required: [error]
      properties: { error: { type: string } }
`;

const base = () => parseFragment('_base.yaml', BASE);
const fragment = (name: string, text: string) => parseFragment(name, text);

const op = (description = 'ok', schema = "{ $ref: '#/components/schemas/Error' }") => `
      responses:
        '200':
          description: ${description}
          content:
            application/json:
              schema: ${schema}`;

/** Runs `fn` and returns the BundleError's problems (fails when nothing is thrown). */
function problemsOf(fn: () => unknown): string[] {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(BundleError);
    return (error as BundleError).problems;
  }
  throw new Error('expected a BundleError');
}

describe('parseFragment', () => {
  it('names the file in YAML errors', () => {
    const [problem] = problemsOf(() => fragment('files.yaml', 'paths:\n  /a: [unclosed'));
    expect(problem).toMatch(/^files\.yaml: not valid YAML/);
  });

  it('refuses duplicate keys and a non-mapping document', () => {
    expect(problemsOf(() => fragment('a.yaml', 'paths: {}\npaths: {}'))[0]).toMatch(
      /a\.yaml: not valid YAML.*[Mm]ap keys must be unique/s,
    );
    expect(problemsOf(() => fragment('b.yaml', '- 1\n- 2'))).toEqual([
      'b.yaml: expected a YAML mapping at the top level',
    ]);
  });

  it('turns numeric YAML keys (200:) into strings', () => {
    const { doc } = fragment('a.yaml', 'paths:\n  /a:\n    get:\n      responses:\n        200: { description: ok }');
    expect(
      Object.keys((((doc.paths as JsonObject)['/a'] as JsonObject).get as JsonObject).responses as JsonObject),
    ).toEqual(['200']);
  });
});

describe('mergeFragments', () => {
  it('merges paths and components of every fragment, sorted, methods in HTTP order', () => {
    const doc = mergeFragments(base(), [
      fragment(
        'zeta.yaml',
        `paths:\n  /z:\n    post:${op()}\n    get:${op()}\ncomponents:\n  schemas:\n    Zed: { type: string }`,
      ),
      fragment('alpha.yaml', `paths:\n  /a:\n    get:${op()}\ncomponents:\n  schemas:\n    Alpha: { type: integer }`),
    ]);
    expect(Object.keys(doc)).toEqual(['openapi', 'info', 'security', 'paths', 'components']);
    expect(Object.keys(doc.paths as JsonObject)).toEqual(['/a', '/z']);
    expect(Object.keys((doc.paths as JsonObject)['/z'] as JsonObject)).toEqual(['get', 'post']);
    expect(Object.keys((doc.components as JsonObject).schemas as JsonObject)).toEqual(['Alpha', 'Error', 'Zed']);
  });

  it('lets two fragments share a path with different methods', () => {
    const doc = mergeFragments(base(), [
      fragment('a.yaml', `paths:\n  /x:\n    get:${op()}`),
      fragment('b.yaml', `paths:\n  /x:\n    delete:${op()}`),
    ]);
    expect(operationsOf(doc).map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /x', 'DELETE /x']);
  });

  it('fails on a path+method defined twice, naming both files', () => {
    expect(
      problemsOf(() =>
        mergeFragments(base(), [
          fragment('b.yaml', `paths:\n  /x:\n    get:${op()}`),
          fragment('a.yaml', `paths:\n  /x:\n    get:${op('other')}`),
        ]),
      ),
    ).toEqual(['duplicate operation GET /x: in a.yaml and b.yaml']);
  });

  it('accepts an identical component twice and refuses a different one with the same name', () => {
    const same =
      'components:\n  schemas:\n    Error:\n      type: object\n      properties: { error: { type: string } }\n      required: [error]';
    expect(() => mergeFragments(base(), [fragment('a.yaml', same)])).not.toThrow();
    expect(
      problemsOf(() =>
        mergeFragments(base(), [fragment('a.yaml', 'components:\n  schemas:\n    Error: { type: string }')]),
      ),
    ).toEqual([
      'duplicate schemas "Error" with different content: in _base.yaml and a.yaml (reuse the one from _base.yaml, or rename yours)',
    ]);
  });

  it('reports every problem at once: unknown keys, unknown component kinds, conflicting path fields', () => {
    const problems = problemsOf(() =>
      mergeFragments(base(), [
        fragment('a.yaml', `info: { title: x }\npaths:\n  /x:\n    summary: one\n    get:${op()}`),
        fragment('b.yaml', `components:\n  widgets: {}\npaths:\n  /x:\n    summary: two\n  y: {}`),
      ]),
    );
    expect(problems).toEqual([
      'a.yaml: unexpected top-level key "info" (a fragment holds only paths: and components:)',
      'path /x: "summary" differs between a.yaml and b.yaml',
      'b.yaml: path "y" must start with /',
      'b.yaml: unknown components kind "widgets"',
    ]);
  });

  it('refuses a base document that is not OpenAPI 3.1', () => {
    expect(
      problemsOf(() =>
        mergeFragments(parseFragment('_base.yaml', 'openapi: 3.0.3\ninfo: { title: t, version: "1" }'), []),
      ),
    ).toEqual(['_base.yaml: openapi must be 3.1.x (found "3.0.3")']);
  });
});

describe('references and semantic checks', () => {
  it('resolves JSON pointers, escaped segments included', () => {
    const doc = parse("paths:\n  /a/b:\n    get: { x: 1 }\nlist: [10, 20]\n'a~b': 3") as JsonObject;
    expect(resolvePointer(doc, '#/paths/~1a~1b/get/x')).toBe(1);
    expect(resolvePointer(doc, '#/list/1')).toBe(20);
    expect(resolvePointer(doc, '#/a~0b')).toBe(3);
    expect(resolvePointer(doc, '#/paths/nowhere')).toBeUndefined();
  });

  it('lists refs that resolve nowhere and external refs', () => {
    const doc = mergeFragments(base(), [
      fragment(
        'a.yaml',
        `paths:\n  /a:\n    get:${op('ok', "{ $ref: '#/components/schemas/Missing' }")}\n  /b:\n    get:${op('ok', "{ $ref: 'other.yaml#/X' }")}`,
      ),
    ]);
    expect(unresolvedRefs(doc)).toEqual([
      '$ref #/components/schemas/Missing at #/paths/~1a/get/responses/200/content/application~1json/schema resolves nowhere',
      'other.yaml#/X at #/paths/~1b/get/responses/200/content/application~1json/schema: only local refs (#/components/…) are allowed',
    ]);
    expect(
      problemsOf(() =>
        bundle(base(), [
          fragment('a.yaml', `paths:\n  /a:\n    get:${op('ok', "{ $ref: '#/components/schemas/Missing' }")}`),
        ]),
      ),
    ).toHaveLength(1);
  });

  it('finds undeclared security schemes and duplicate operationIds', () => {
    const doc = mergeFragments(base(), [
      fragment(
        'a.yaml',
        `paths:\n  /a:\n    get:\n      operationId: same\n      security: [{ csrf: [] }]${op()}\n  /b:\n    get:\n      operationId: same${op()}`,
      ),
    ]);
    expect(semanticProblems(doc)).toEqual([
      'GET /a: security scheme "csrf" is not declared in components.securitySchemes',
      'operationId "same" is used by GET /a and GET /b',
    ]);
  });

  it('gives operations without an operationId one for the validator, without touching the input', () => {
    const doc = mergeFragments(base(), [fragment('a.yaml', `paths:\n  /a:\n    get:${op()}`)]);
    expect(operationsOf(withOperationIds(doc))[0]?.operation.operationId).toBe('GET /a');
    expect(operationsOf(doc)[0]?.operation.operationId).toBeUndefined();
  });
});

describe('serialize', () => {
  const fragments = (): Fragment[] => [
    fragment('b.yaml', `paths:\n  /b:\n    get:${op()}\n  /a:\n    post:${op()}`),
    fragment('a.yaml', `components:\n  schemas:\n    B: { type: string }\n    A: { type: string }`),
  ];

  it('is deterministic: the same text whatever the order of files and keys', () => {
    const one = serialize(bundle(base(), fragments()));
    const two = serialize(bundle(base(), [...fragments()].reverse()));
    expect(one).toBe(two);
    expect(one.startsWith('# GENERATED by `npm run api`')).toBe(true);
  });

  it('writes repeated objects in full (no YAML anchors or aliases) and round-trips', () => {
    const doc = bundle(base(), fragments());
    const text = serialize(doc);
    expect(text).not.toMatch(/[&*]a\d/);
    expect(deepEqual(parse(text), doc)).toBe(true);
  });

  it('firstDifference points at the first differing line', () => {
    expect(firstDifference('a\nb\nc', 'a\nB\nc')).toEqual({ line: 2, expected: 'b', actual: 'B' });
    expect(firstDifference('a\nb', 'a')).toEqual({ line: 2, expected: 'b', actual: '<end of file>' });
    expect(firstDifference('same', 'same')).toBeNull();
  });
});

describe('OpenAPI 3.1 validation', () => {
  it('accepts 3.1 features (type arrays, const, examples)', () => {
    const doc = bundle(base(), [
      fragment('a.yaml', `paths:\n  /a:\n    get:${op('ok', "{ type: [string, 'null'], const: x, examples: [x] }")}`),
    ]);
    expect(validateOpenApi31(doc)).toEqual([]);
  });

  it('reports structural errors with their location', () => {
    const doc = bundle(base(), [
      fragment('a.yaml', `paths:\n  /a:\n    get:\n      responses:\n        '200': { descriptionx: ok }`),
    ]);
    expect(validateOpenApi31(doc)).toEqual(
      expect.arrayContaining([
        `document /paths/~1a/get/responses/200 must have required property 'description' {"missingProperty":"description"}`,
        `document /paths/~1a/get/responses/200 must NOT have unevaluated properties {"unevaluatedProperty":"descriptionx"}`,
      ]),
    );
  });

  it('checks Schema Objects against the JSON Schema 2020-12 meta-schema', () => {
    const doc = bundle(base(), [fragment('a.yaml', `paths:\n  /a:\n    get:${op('ok', '{ type: strng }')}`)]);
    expect(validateOpenApi31(doc).join('\n')).toMatch(
      /schema #\/paths\/~1a\/get\/responses\/200\/content\/application~1json\/schema\/type must be equal to one of the allowed values/,
    );
  });

  it('createBackend initializes openapi-backend on a valid document and throws on an invalid one', async () => {
    const good = bundle(base(), [fragment('a.yaml', `paths:\n  /a:\n    get:${op()}`)]);
    const api = await createBackend(good);
    expect(api.getOperations().map((o) => o.operationId)).toEqual(['GET /a']);
    expect(api.validateResponse({ error: 'x' }, 'GET /a', 200).valid).toBe(true);
    expect(api.validateResponse({ nope: 1 }, 'GET /a', 200).valid).toBe(false);
    const bad = bundle(base(), [fragment('a.yaml', `paths:\n  /a:\n    get:\n      responses: { '200': {} }`)]);
    await expect(createBackend(bad)).rejects.toThrow(
      /not valid OpenAPI 3\.1[\s\S]*must have required property 'description'/,
    );
  });
});
