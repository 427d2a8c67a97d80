import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenAPIBackend, Operation } from 'openapi-backend';
import {
  bundle,
  createAjv,
  createBackend,
  operationsOf,
  readFragments,
  type JsonObject,
} from '../../../.config/scripts/api-bundle.logic';

/**
 * Contract checks for the demo back end's answers against docs/api.yaml.
 *
 *   const body = await expectContract(await client.get('/ajax/get_countries'), 'GET', '/ajax/get_countries');
 *
 * The document is bundled in memory from docs/api/*.yaml (the same code as `npm run api`), so a
 * test never reads a stale docs/api.yaml. Responses are validated with openapi-backend (Ajv,
 * JSON Schema 2020-12): the operation must exist, the status must be documented (exactly, as
 * `4XX`, or via `default`), the Content-Type must match a documented media type, a JSON body must
 * validate against its schema and documented headers against theirs. Any failure throws an Error
 * naming the operation, the status, what was documented, the validator's errors and the body.
 */

const API_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../docs/api');
const BODY_PREVIEW = 600;

let documentCache: JsonObject | null = null;
let backendCache: Promise<OpenAPIBackend> | null = null;

/** The bundled contract (throws the bundler's message when the fragments do not merge). */
export function contractDocument(): JsonObject {
  if (!documentCache) {
    const { base, fragments } = readFragments(API_DIR);
    documentCache = bundle(base, fragments);
  }
  return documentCache;
}

/** openapi-backend, initialized once per test file (validates the document as OpenAPI 3.1). */
export function contractBackend(): Promise<OpenAPIBackend> {
  backendCache ??= createBackend(contractDocument());
  return backendCache;
}

/** Every documented operation: method upper-case, OpenAPI path template (`/photos/employees/{file}`). */
export function documentedOperations(): Array<{ method: string; path: string }> {
  return operationsOf(contractDocument()).map(({ method, path }) => ({ method, path }));
}

type ResponseObject = {
  description?: string;
  content?: Record<string, { schema?: unknown }>;
  headers?: Record<string, { schema?: unknown; required?: boolean }>;
};

const truncate = (text: string, max = BODY_PREVIEW) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

/** `type/subtype` lower-cased, parameters dropped. */
const mediaTypeOf = (header: string) => (header.split(';')[0] ?? '').trim().toLowerCase();

const isJsonMedia = (media: string) => media === 'application/json' || /^application\/[\w.+-]+\+json$/.test(media);
const isTextMedia = (media: string) =>
  media.startsWith('text/') ||
  media.endsWith('+xml') ||
  media === 'application/xml' ||
  media === 'application/javascript';

/** The documented media type a Content-Type falls under (exact, `type/*`, `*\/*`). */
function matchMediaType(documented: readonly string[], actual: string): string | undefined {
  const normalized = documented.map((key) => [key, mediaTypeOf(key)] as const);
  const [type] = actual.split('/');
  return (
    normalized.find(([, media]) => media === actual)?.[0] ??
    normalized.find(([, media]) => media === `${type}/*`)?.[0] ??
    normalized.find(([, media]) => media === '*/*')?.[0]
  );
}

function statusKey(responses: Record<string, unknown>, status: number): string | undefined {
  for (const key of [String(status), `${Math.floor(status / 100)}XX`, `${Math.floor(status / 100)}xx`, 'default']) {
    if (key in responses) return key;
  }
  return undefined;
}

class ContractError extends Error {
  override name = 'ContractError';
}

/**
 * Checks one real response against the documented operation `method pathTemplate` and returns its
 * body (parsed JSON for JSON media types, text otherwise; null for an empty body).
 */
export async function expectContract(response: Response, method: string, pathTemplate: string): Promise<unknown> {
  const api = await contractBackend();
  const verb = method.toUpperCase();
  const where = `${verb} ${pathTemplate}`;
  const status = response.status;
  const text = await response.text();
  const contentTypeHeader = response.headers.get('content-type');
  function fail(problem: string, details: string[] = []): never {
    throw new ContractError(
      [
        `Contract violation: ${where} → ${status}${contentTypeHeader ? ` (${contentTypeHeader})` : ''}`,
        `  ${problem}`,
        ...details.map((line) => `    ${line}`),
        `  body: ${text === '' ? '<empty>' : truncate(text)}`,
      ].join('\n'),
    );
  }

  const operation = api.getOperations().find((op) => op.method.toUpperCase() === verb && op.path === pathTemplate) as
    Operation | undefined;
  if (!operation) {
    const samePath = documentedOperations().filter((op) => op.path === pathTemplate);
    fail(
      `the operation is not documented in docs/api/*.yaml`,
      samePath.length
        ? [`documented on this path: ${samePath.map((op) => op.method).join(', ')}`]
        : [`(no operation on this path)`],
    );
  }

  const responses = (operation.responses ?? {}) as Record<string, ResponseObject>;
  const key = statusKey(responses, status);
  if (key === undefined)
    fail(`status ${status} is not documented`, [`documented: ${Object.keys(responses).join(', ')}`]);
  const documented = responses[key] as ResponseObject;

  // Headers: documented ones must validate; `required: true` ones must be present.
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  for (const [name, header] of Object.entries(documented.headers ?? {})) {
    if (header.required && !(name.toLowerCase() in headers)) fail(`required response header ${name} is missing`);
  }
  const headerResult = api.validateResponseHeaders(headers, operation, { statusCode: status });
  if (headerResult.errors?.length) {
    fail(
      'response headers do not match the documented ones',
      headerResult.errors.map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`),
    );
  }

  const content = documented.content ?? {};
  const mediaTypes = Object.keys(content);
  if (mediaTypes.length === 0) {
    if (text !== '') fail(`the documented ${key} answer has no body, but one was sent`);
    return null;
  }
  if (!contentTypeHeader) fail(`no Content-Type header; documented: ${mediaTypes.join(', ')}`);
  const actual = mediaTypeOf(contentTypeHeader);
  const mediaKey = matchMediaType(mediaTypes, actual);
  if (mediaKey === undefined)
    fail(`Content-Type ${actual} is not documented for ${key}`, [`documented: ${mediaTypes.join(', ')}`]);
  const schema = content[mediaKey]?.schema;

  if (isJsonMedia(actual)) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      fail(`the body is not JSON: ${(error as Error).message}`);
    }
    if (mediaKey === 'application/json') {
      // openapi-backend validates exactly the `application/json` entry of the matched status.
      const result = api.validateResponse(body, operation, status);
      if (result.errors?.length)
        fail(`the JSON body does not match the ${key} schema`, formatValidatorErrors(result.errors));
    } else if (schema !== undefined) {
      const validate = createAjv().compile(schema as object);
      if (!validate(body))
        fail(
          `the JSON body does not match the ${key} ${mediaKey} schema`,
          formatValidatorErrors(validate.errors ?? []),
        );
    }
    return body;
  }

  if (isTextMedia(actual) && schema !== undefined) {
    const validate = createAjv().compile(schema as object);
    if (!validate(text))
      fail(`the ${actual} body does not match the ${key} schema`, formatValidatorErrors(validate.errors ?? []));
  }
  return text;
}

function formatValidatorErrors(
  errors: ReadonlyArray<{ instancePath?: string; message?: string; keyword: string; params?: unknown }>,
): string[] {
  return errors.map((e) => {
    const params =
      e.params && typeof e.params === 'object' && Object.keys(e.params).length ? ` ${JSON.stringify(e.params)}` : '';
    return `${e.instancePath || '/'} ${e.message ?? e.keyword}${params}`;
  });
}

/**
 * Hono's path syntax → an OpenAPI template: `:name{regex}` and `:name` (optionally `?`) become
 * `{name}`; regexes may nest braces (`:id{[0-9]{1,3}}`).
 */
export function honoPathToTemplate(path: string): string {
  let out = '';
  for (let i = 0; i < path.length;) {
    if (path[i] === ':' && (i === 0 || path[i - 1] === '/')) {
      let j = i + 1;
      while (j < path.length && /[\w-]/.test(path[j] as string)) j++;
      const name = path.slice(i + 1, j);
      if (path[j] === '{') {
        let depth = 0;
        for (; j < path.length; j++) {
          if (path[j] === '\\') j++;
          else if (path[j] === '{') depth++;
          else if (path[j] === '}' && --depth === 0) {
            j++;
            break;
          }
        }
      }
      if (path[j] === '?') j++;
      out += `{${name}}`;
      i = j;
    } else {
      out += path[i];
      i++;
    }
  }
  return out;
}

/**
 * Routes the demo app registers that belong to the contract: not middleware (`ALL`), not
 * wildcard mounts (`/dist/*`, `/ajax/inline_edit/*` request logging), not the demo controls
 * (`/demo/*`) and not the demo pages (`/`, `/<page>.html|js|css`). Deduplicated, sorted.
 */
export function contractRoutes(
  routes: ReadonlyArray<{ method: string; path: string }>,
): Array<{ method: string; path: string }> {
  const seen = new Map<string, { method: string; path: string }>();
  for (const { method, path } of routes) {
    if (method === 'ALL' || path.includes('*')) continue;
    if (path === '/demo' || path.startsWith('/demo/') || path.startsWith('/dist/')) continue;
    // Demo pages, served by the pages module or by a module that fills a page in (time-tracking.html).
    if (path === '/' || /^\/:file\{/.test(path) || /^\/[a-z0-9-]+\.html$/.test(path)) continue;
    const route = { method: method.toUpperCase(), path: honoPathToTemplate(path) };
    seen.set(`${route.method} ${route.path}`, route);
  }
  return [...seen.values()].sort((a, b) =>
    a.path === b.path ? (a.method < b.method ? -1 : 1) : a.path < b.path ? -1 : 1,
  );
}
