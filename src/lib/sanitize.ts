/**
 * The one HTML sanitizer of the shell: server HTML fragments become a DOM fragment
 * that holds only an allow-list of tags and attributes, with every href through `safeUrl()`.
 *
 * DOMPurify is loaded on first use (dynamic import), so an element that may never receive HTML
 * does not pay for it. The result is a DocumentFragment (RETURN_DOM_FRAGMENT): callers insert it
 * with `replaceChildren()`, so no HTML string ever reaches a DOM sink (works under Trusted Types).
 */
import type { Config, DOMPurify } from 'dompurify';
import { importBesideScript } from './script-tag';
import { safeUrl } from './urls';

/** Tags a search fragment may hold; everything else is removed (its text kept where DOMPurify keeps it). */
export const FRAGMENT_TAGS = [
  'a',
  'b',
  'br',
  'div',
  'em',
  'i',
  'li',
  'mark',
  'ol',
  'p',
  'span',
  'strong',
  'ul',
] as const;
/** Attributes kept; `rel` is set by the hook, never taken from the server. */
export const FRAGMENT_ATTRIBUTES = ['href', 'class', 'title'] as const;
/** Larger answers are refused as a whole rather than parsed (a runaway or hostile server). */
export const MAX_FRAGMENT_LENGTH = 512 * 1024;

export interface SanitizeOptions {
  /** Hosts links may point to besides the page's origin (page config `allowedHosts`). */
  allowedHosts?: readonly string[];
}

const CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS: [...FRAGMENT_TAGS],
  ALLOWED_ATTR: [...FRAGMENT_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Belt and braces: none of these are in the allow-list, but a later edit of it must not let them in.
  FORBID_TAGS: [
    'form',
    'input',
    'button',
    'style',
    'svg',
    'math',
    'iframe',
    'base',
    'meta',
    'link',
    'script',
    'template',
    'img',
  ],
  FORBID_ATTR: ['style', 'id', 'name', 'src', 'srcset', 'action', 'formaction'],
  SANITIZE_NAMED_PROPS: true,
  KEEP_CONTENT: true,
  RETURN_DOM_FRAGMENT: true,
};

let loading: Promise<DOMPurify> | null = null;
// Read by the hook during one synchronous sanitize() call; hooks must never call sanitize() themselves.
let currentHosts: readonly string[] = [];
// The form profile's URL prefix for root-relative links ('' for search fragments).
let currentPrefix = '';

function createPurifier(factory: DOMPurify): DOMPurify {
  // A dedicated instance: hooks and config of a page's own DOMPurify copy never meet ours.
  const purifier = factory(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element) || !node.hasAttribute('href')) return;
    const raw = node.getAttribute('href');
    const href = currentPrefix && raw?.startsWith('/') && !raw.startsWith('//') ? `${currentPrefix}${raw}` : raw;
    const target = node.localName === 'a' ? safeUrl(href, { allowedHosts: currentHosts }) : null;
    if (!target) {
      // A refused link stays as its text: an <a> without href is not a link.
      node.removeAttribute('href');
      return;
    }
    node.setAttribute('href', target.href);
    if (target.external) node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

/** Loads (once) and returns the shell's DOMPurify instance. */
export function loadSanitizer(): Promise<DOMPurify> {
  loading ??= (
    typeof __HR_SCRIPT_TAG__ === 'boolean' && __HR_SCRIPT_TAG__
      ? importBesideScript<typeof import('./dompurify')>('dompurify.js')
      : import('./dompurify')
  ).then(
    (module) => createPurifier(module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export class FragmentTooLarge extends Error {
  override readonly name = 'FragmentTooLarge';
}

/** The fragment's safe DOM; throws FragmentTooLarge above MAX_FRAGMENT_LENGTH characters. */
export async function sanitizeFragment(html: string, options: SanitizeOptions = {}): Promise<DocumentFragment> {
  if (html.length > MAX_FRAGMENT_LENGTH) throw new FragmentTooLarge(`fragment of ${html.length} characters`);
  const purifier = await loadSanitizer();
  currentHosts = options.allowedHosts ?? [];
  let fragment: DocumentFragment;
  try {
    fragment = purifier.sanitize(html, CONFIG);
  } finally {
    currentHosts = [];
  }
  enforceAllowList(fragment, options.allowedHosts ?? [], FRAGMENT_PROFILE);
  return fragment;
}

const TAGS = new Set<string>(FRAGMENT_TAGS);
const ATTRIBUTES = new Set<string>([...FRAGMENT_ATTRIBUTES, 'rel']);
const FRAGMENT_PROFILE: Profile = { tags: TAGS, attributes: ATTRIBUTES };

interface Profile {
  tags: ReadonlySet<string>;
  attributes: ReadonlySet<string>;
  /** Input types removed with their element. */
  forbiddenInputTypes?: ReadonlySet<string>;
}

/**
 * A second, independent check of the result: only removes, never adds. Anything outside the
 * allow-list (which DOMPurify should already have dropped) goes, with its subtree: a DOM
 * implementation quirk in the sanitizer's tree walk must not let an element through.
 */
function enforceAllowList(fragment: DocumentFragment, allowedHosts: readonly string[], profile: Profile): void {
  for (const element of [...fragment.querySelectorAll('*')]) {
    // Already gone with a removed ancestor.
    if (!fragment.contains(element)) continue;
    if (
      !profile.tags.has(element.localName) ||
      element.namespaceURI !== 'http://www.w3.org/1999/xhtml' ||
      (element.localName === 'input' &&
        profile.forbiddenInputTypes?.has((element.getAttribute('type') ?? '').trim().toLowerCase()))
    ) {
      element.remove();
      continue;
    }
    for (const name of element.getAttributeNames()) if (!profile.attributes.has(name)) element.removeAttribute(name);
    const href = element.getAttribute('href');
    if (href !== null && (element.localName !== 'a' || safeUrl(href, { allowedHosts })?.href !== href))
      element.removeAttribute('href');
  }
}

/**
 * The form profile (the support request dialog): a server form rendered as a real form. Fields,
 * labels and their ids and names are kept exactly (a field's name is what the server reads); the
 * `<form>` itself is not: its `action` is returned apart (the caller checks it before posting to
 * it) and the caller renders its own form around the fields. Scripts,
 * event handlers, styles, buttons, file and image inputs, iframes, SVG and MathML never pass; links
 * go through `safeUrl()` like a fragment's, root-relative ones behind `urlPrefix`.
 */
export const FORM_TAGS = [
  ...FRAGMENT_TAGS,
  'fieldset',
  'legend',
  'label',
  'input',
  'select',
  'option',
  'optgroup',
  'textarea',
  'h3',
  'h4',
  'small',
] as const;
export const FORM_ATTRIBUTES = [
  ...FRAGMENT_ATTRIBUTES,
  'id',
  'name',
  'for',
  'type',
  'value',
  'placeholder',
  'required',
  'readonly',
  'disabled',
  'checked',
  'selected',
  'multiple',
  'maxlength',
  'minlength',
  'min',
  'max',
  'step',
  'pattern',
  'rows',
  'cols',
  'size',
  'autocomplete',
  'label',
] as const;
/** Inputs that would submit, reset, upload or run something of their own. */
const FORBIDDEN_INPUT_TYPES = new Set(['submit', 'image', 'reset', 'button', 'file']);

const FORM_CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  ...CONFIG,
  ALLOWED_TAGS: [...FORM_TAGS],
  ALLOWED_ATTR: [...FORM_ATTRIBUTES],
  FORBID_TAGS: CONFIG.FORBID_TAGS!.filter((tag) => !(FORM_TAGS as readonly string[]).includes(tag)),
  FORBID_ATTR: ['style', 'src', 'srcset', 'formaction', 'formmethod', 'formtarget', 'target'],
  // Names and ids must stay as the server wrote them (`name="name"` is the field the server reads);
  // the form lives in a shadow root, where ids and names do not clobber `document` or `window`.
  SANITIZE_DOM: false,
  SANITIZE_NAMED_PROPS: false,
};
const FORM_PROFILE: Profile = {
  tags: new Set<string>(FORM_TAGS),
  attributes: new Set<string>([...FORM_ATTRIBUTES, 'rel']),
  forbiddenInputTypes: FORBIDDEN_INPUT_TYPES,
};

export interface SanitizeFormOptions extends SanitizeOptions {
  /** Put before root-relative link paths (page config `urlPrefix`). */
  urlPrefix?: string;
}

/** A server form as the form profile keeps it. */
export interface SanitizedForm {
  /** The form's `action` attribute as the server wrote it (null without one); not yet checked. */
  action: string | null;
  /** The form's content, safe. */
  fields: DocumentFragment;
}

/**
 * The first `<form>` of a server answer, safe (see FORM_TAGS); null when it holds none. The answer
 * is parsed in an inert document (nothing runs or loads there), then the form's content goes
 * through DOMPurify. Throws FragmentTooLarge above MAX_FRAGMENT_LENGTH characters.
 */
export async function sanitizeForm(html: string, options: SanitizeFormOptions = {}): Promise<SanitizedForm | null> {
  if (html.length > MAX_FRAGMENT_LENGTH) throw new FragmentTooLarge(`fragment of ${html.length} characters`);
  const purifier = await loadSanitizer();
  const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form');
  if (!form) return null;
  currentHosts = options.allowedHosts ?? [];
  currentPrefix = options.urlPrefix ?? '';
  let fields: DocumentFragment;
  try {
    fields = purifier.sanitize(form.innerHTML, FORM_CONFIG);
  } finally {
    currentHosts = [];
    currentPrefix = '';
  }
  enforceAllowList(fields, options.allowedHosts ?? [], FORM_PROFILE);
  return { action: form.getAttribute('action'), fields };
}
