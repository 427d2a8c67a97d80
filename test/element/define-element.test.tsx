import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect, useState } from 'react';
import {
  createElementClass,
  defineElement,
  parseAttribute,
  useActivation,
  useConfig,
  useEmit,
  useHost,
  useHttp,
  type LazyMount,
} from '../../src/element/define-element';
import type { BoundHttp } from '../../src/lib/http';
import { configure, reloadConfig } from '../../src/stores/config';
import { listen, mount, settle, uniqueTag } from '../support/elements';
import { json, mockFetch } from '../support/fetch';

afterEach(() => reloadConfig());

interface ProbeProps {
  label?: string;
  count?: number;
  open?: boolean;
  options?: { items: string[] };
}

const lifecycle = { mounts: 0, unmounts: 0 };

function Probe({ label = 'default', count, open = false, options }: ProbeProps) {
  const emit = useEmit();
  const host = useHost();
  const config = useConfig();
  const activation = useActivation();
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    lifecycle.mounts++;
    return () => {
      lifecycle.unmounts++;
    };
  }, []);
  return (
    <button
      type="button"
      data-label={label}
      data-count={String(count)}
      data-open={String(open)}
      data-items={options?.items.join(',') ?? ''}
      data-prefix={config.urlPrefix}
      data-activation={activation}
      data-host={host.localName}
      onClick={() => {
        setClicks((n) => n + 1);
        emit('select', { clicks: clicks + 1 });
      }}
    >
      {clicks}
    </button>
  );
}

const probeProps = { label: 'string', count: 'number', open: 'boolean', options: 'json' } as const;

function defineProbe(options: { shadow?: boolean; lazy?: LazyMount<ProbeProps> } = {}): string {
  const tag = uniqueTag('hr-probe');
  defineElement(
    tag,
    createElementClass<ProbeProps>(tag, Probe, { props: probeProps, styles: ':host{display:block}', ...options }),
  );
  return tag;
}

function button(host: Element): HTMLButtonElement {
  const root = host.shadowRoot ?? host;
  const found = root.querySelector('button');
  if (!found) throw new Error(`no button rendered in <${host.localName}>`);
  return found;
}

describe('parseAttribute', () => {
  it('follows HTML boolean semantics', () => {
    expect(parseAttribute('boolean', '')).toEqual({ ok: true, value: true });
    expect(parseAttribute('boolean', 'false')).toEqual({ ok: true, value: true });
    expect(parseAttribute('boolean', null)).toEqual({ ok: true, value: false });
  });

  it('parses numbers and rejects non-numbers', () => {
    expect(parseAttribute('number', '42')).toEqual({ ok: true, value: 42 });
    expect(parseAttribute('number', 'abc').ok).toBe(false);
    expect(parseAttribute('number', '').ok).toBe(false);
    expect(parseAttribute('number', '1e309').ok).toBe(false);
    expect(parseAttribute('number', null)).toEqual({ ok: true, value: undefined });
  });

  it('parses JSON and rejects malformed JSON', () => {
    expect(parseAttribute('json', '{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseAttribute('json', '{a:1}').ok).toBe(false);
  });
});

describe('createElementClass + defineElement', () => {
  it('upgrades server markup, with attributes parsed by kind', async () => {
    const tag = uniqueTag('hr-probe');
    const host = mount(`<${tag} label="Hi" count="3" open options='{"items":["a","b"]}'></${tag}>`)
      .firstElementChild as HTMLElement;
    defineElement(tag, createElementClass<ProbeProps>(tag, Probe, { props: probeProps }));
    await settle();
    const rendered = button(host);
    expect(rendered.dataset).toMatchObject({
      label: 'Hi',
      count: '3',
      open: 'true',
      items: 'a,b',
      host: tag,
      activation: 'connect',
    });
  });

  it('renders into an open shadow root with adopted stylesheets, or light DOM when asked', async () => {
    const shadowTag = defineProbe();
    const lightTag = defineProbe({ shadow: false });
    const container = mount(`<${shadowTag}></${shadowTag}><${lightTag}></${lightTag}>`);
    await settle();
    const [shadowHost, lightHost] = [...container.children] as HTMLElement[];
    expect(shadowHost?.shadowRoot?.mode).toBe('open');
    expect(shadowHost?.shadowRoot?.adoptedStyleSheets.length).toBe(1);
    expect(lightHost?.shadowRoot).toBeNull();
    expect(lightHost?.querySelector('button')).not.toBeNull();
  });

  it('treats a bare boolean attribute as true and its removal as false', async () => {
    const tag = defineProbe();
    const host = mount(`<${tag} open></${tag}>`).firstElementChild as HTMLElement & ProbeProps;
    await settle();
    expect(button(host).dataset.open).toBe('true');
    expect(host.open).toBe(true);
    host.removeAttribute('open');
    await settle();
    expect(button(host).dataset.open).toBe('false');
    expect(host.open).toBe(false);
  });

  it('goes back to the default when a string attribute is removed', async () => {
    const tag = defineProbe();
    const host = mount(`<${tag} label="x"></${tag}>`).firstElementChild as HTMLElement;
    await settle();
    host.removeAttribute('label');
    await settle();
    expect(button(host).dataset.label).toBe('default');
  });

  it('reports a bad JSON attribute with a console error and hr-error, and keeps working on defaults', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tag = defineProbe();
    const errors = listen<{ message: string; attribute: string }>(document, 'hr-error');
    const host = mount(`<${tag} options='{"items": [oops'></${tag}>`).firstElementChild as HTMLElement;
    await settle();
    expect(button(host).dataset.items).toBe('');
    expect(error).toHaveBeenCalledWith(
      `[hr-shell] The options attribute of <${tag}> is not valid JSON; using the default.`,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]?.detail).toEqual({ attribute: 'options', message: expect.stringContaining('not valid JSON') });
    host.setAttribute('count', 'many');
    expect(errors).toHaveLength(2);
    expect(errors[1]?.detail.message).toBe(`The count attribute of <${tag}> is not a valid number; using the default.`);
  });

  it('delivers attribute errors of an element created in script once it is connected', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const tag = defineProbe();
    const host = document.createElement(tag);
    host.setAttribute('options', '{');
    const errors = listen(document, 'hr-error');
    expect(errors).toHaveLength(0);
    document.body.append(host);
    expect(errors).toHaveLength(1);
  });

  it('accepts properties, reflecting primitives and keeping objects as objects', async () => {
    const tag = defineProbe();
    const host = document.createElement(tag) as HTMLElement & ProbeProps;
    document.body.append(host);
    host.label = 'From JS';
    host.count = 7;
    host.open = true;
    host.options = { items: ['x'] };
    await settle();
    expect(host.getAttribute('label')).toBe('From JS');
    expect(host.getAttribute('count')).toBe('7');
    expect(host.hasAttribute('open')).toBe(true);
    expect(host.hasAttribute('options')).toBe(false);
    expect(button(host).dataset).toMatchObject({ label: 'From JS', count: '7', open: 'true', items: 'x' });
    host.open = false;
    host.label = undefined;
    host.count = Number.NaN;
    expect(host.hasAttribute('open')).toBe(false);
    expect(host.hasAttribute('label')).toBe(false);
    expect(host.hasAttribute('count')).toBe(false);
  });

  it('keeps properties a page set before the element was defined', async () => {
    const tag = uniqueTag('hr-probe');
    const host = document.createElement(tag) as HTMLElement & ProbeProps;
    host.label = 'early';
    host.options = { items: ['pre'] };
    document.body.append(host);
    defineElement(tag, createElementClass<ProbeProps>(tag, Probe, { props: probeProps }));
    await settle();
    expect(button(host).dataset).toMatchObject({ label: 'early', items: 'pre' });
    expect(host.getAttribute('label')).toBe('early');
  });

  it('dispatches hr-<verb> events that bubble out of the shadow root to the document', async () => {
    const tag = defineProbe();
    const host = mount(`<${tag}></${tag}>`).firstElementChild as HTMLElement;
    await settle();
    const events = listen<{ clicks: number }>(document, 'hr-select');
    button(host).click();
    expect(events).toHaveLength(1);
    expect(events[0]?.bubbles).toBe(true);
    expect(events[0]?.composed).toBe(true);
    expect(events[0]?.target).toBe(host);
    expect(events[0]?.detail).toEqual({ clicks: 1 });
  });

  it('keeps React state when the element is moved, and unmounts one task after removal', async () => {
    const tag = defineProbe();
    const container = mount(`<${tag}></${tag}><div id="elsewhere"></div>`);
    const host = container.firstElementChild as HTMLElement;
    await settle();
    button(host).click();
    await settle();
    expect(button(host).textContent).toBe('1');
    const before = { ...lifecycle };
    container.querySelector('#elsewhere')?.append(host);
    await settle();
    expect(button(host).textContent).toBe('1');
    expect(lifecycle.unmounts).toBe(before.unmounts);
    host.remove();
    expect(lifecycle.unmounts).toBe(before.unmounts);
    await settle();
    expect(lifecycle.unmounts).toBe(before.unmounts + 1);
  });

  it('releases everything after 100 connect/disconnect cycles', async () => {
    const tag = defineProbe();
    const host = document.createElement(tag);
    const before = { ...lifecycle };
    for (let i = 0; i < 100; i++) {
      document.body.append(host);
      await settle(1);
      host.remove();
      await settle(2);
    }
    expect(lifecycle.mounts - before.mounts).toBe(100);
    expect(lifecycle.unmounts - before.unmounts).toBe(100);
  });

  it('applies the element config attribute over the page config', async () => {
    configure({ urlPrefix: '/page' });
    const tag = defineProbe();
    const container = mount(`<${tag}></${tag}><${tag} config='{"urlPrefix":"/own"}'></${tag}>`);
    await settle();
    const [pageHost, ownHost] = [...container.children] as HTMLElement[];
    expect(button(pageHost as HTMLElement).dataset.prefix).toBe('/page');
    expect(button(ownHost as HTMLElement).dataset.prefix).toBe('/own');
    configure({ urlPrefix: '/changed' });
    await settle();
    expect(button(pageHost as HTMLElement).dataset.prefix).toBe('/changed');
  });

  it('binds useHttp to the element config: same object across renders, latest prefix and token at each call', async () => {
    configure({ urlPrefix: '/page', csrfToken: 'page-token' });
    const { requests } = mockFetch(() => json({ ok: true }));
    const seen: BoundHttp[] = [];
    function Saver() {
      const http = useHttp();
      seen.push(http);
      return (
        <button type="button" onClick={() => void http.post('/ajax/save.php', { form: { v: 1 } })}>
          Save
        </button>
      );
    }
    const tag = uniqueTag('hr-saver');
    defineElement(tag, createElementClass(tag, Saver, { props: {} }));
    const container = mount(`<${tag} config='{"urlPrefix":"/own"}'></${tag}>`);
    await settle();
    const host = container.firstElementChild as HTMLElement;
    button(host).click();
    // The first request loads the HTTP client (nothing loads it at render).
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    configure({ csrfToken: 'rotated' });
    await settle();
    button(host).click();
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.map((r) => [new URL(r.url).pathname, r.headers.get('X-CSRF-Token')])).toEqual([
      ['/own/ajax/save.php', 'page-token'],
      ['/own/ajax/save.php', 'rotated'],
    ]);
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(1);
  });

  it('renders nested elements inside another element and tears both down cleanly', async () => {
    const inner = defineProbe();
    const outerTag = uniqueTag('hr-outer');
    function Outer() {
      return <div dangerouslySetInnerHTML={{ __html: `<${inner} label="nested"></${inner}>` }} />;
    }
    defineElement(outerTag, createElementClass(outerTag, Outer, { props: {} }));
    const host = mount(`<${outerTag}></${outerTag}>`).firstElementChild as HTMLElement;
    await settle();
    const nested = host.shadowRoot?.querySelector(inner) as HTMLElement;
    expect(button(nested).dataset.label).toBe('nested');
    host.remove();
    await settle();
    expect(host.shadowRoot?.childElementCount).toBe(0);
  });
});

describe('error isolation', () => {
  function Broken({ label }: { label?: string }): never {
    throw new Error(`render failed ${label ?? ''}`);
  }

  it('shows a compact fallback, reports once and emits hr-error while other elements keep working', async () => {
    const reporter = vi.fn();
    configure({ reportError: reporter });
    const brokenTag = uniqueTag('hr-broken');
    defineElement(brokenTag, createElementClass(brokenTag, Broken, { props: { label: 'string' } }));
    const okTag = defineProbe();
    const errors = listen(document, 'hr-error');
    const windowErrors = listen(window, 'error');
    const container = mount(`<${brokenTag} label="x"></${brokenTag}><${okTag}></${okTag}>`);
    await settle();
    const [broken, ok] = [...container.children] as HTMLElement[];
    const fallback = broken?.shadowRoot?.querySelector('[role="alert"]');
    expect(fallback?.textContent).toContain('This part of the page could not be shown.');
    expect(reporter).toHaveBeenCalledTimes(1);
    expect(reporter.mock.calls[0]?.[1]).toMatchObject({ source: brokenTag, phase: 'runtime' });
    expect(errors).toHaveLength(1);
    expect(windowErrors).toHaveLength(0);
    expect(button(ok as HTMLElement).textContent).toBe('0');
  });
});

describe('defineElement guard', () => {
  it('ignores a second definition of a tag without throwing, and warns once when versions differ', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tag = uniqueTag('hr-guard');
    const first = createElementClass(tag, Probe, { props: probeProps });
    expect(defineElement(tag, first)).toBe(first);
    const second = createElementClass(tag, Probe, { props: probeProps });
    expect(() => defineElement(tag, second)).not.toThrow();
    expect(customElements.get(tag)).toBe(first);
    expect(warn).not.toHaveBeenCalled();

    const otherTag = uniqueTag('hr-guard');
    class OldVersion extends HTMLElement {
      static hrShellVersion = '0.0.1-old';
    }
    customElements.define(otherTag, OldVersion);
    defineElement(otherTag, createElementClass(otherTag, Probe, { props: probeProps }));
    defineElement(otherTag, createElementClass(otherTag, Probe, { props: probeProps }));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('0.0.1-old is already loaded');
  });
});

describe('lazy elements', () => {
  const prepared: string[] = [];
  const lazy: LazyMount<ProbeProps> = {
    prepare(host, props) {
      prepared.push(props.label ?? '');
      host.setAttribute('tabindex', '0');
    },
    release(host) {
      host.removeAttribute('tabindex');
    },
  };

  it('keeps the light-DOM stand-in until the first interaction and mounts synchronously on click', async () => {
    const tag = defineProbe({ lazy });
    const host = mount(`<${tag} label="Lazy">Server text</${tag}>`).firstElementChild as HTMLElement;
    await settle();
    expect(host.shadowRoot).toBeNull();
    expect(host.textContent).toBe('Server text');
    expect(host.getAttribute('tabindex')).toBe('0');
    expect(prepared.at(-1)).toBe('Lazy');
    host.setAttribute('label', 'Renamed');
    expect(prepared.at(-1)).toBe('Renamed');

    host.click();
    expect(button(host).dataset).toMatchObject({ activation: 'click', label: 'Renamed' });
    expect(host.hasAttribute('tabindex')).toBe(false);
  });

  it('mounts on focus and on hover, telling the view what woke it', async () => {
    const tag = defineProbe({ lazy });
    const container = mount(`<${tag}>a</${tag}><${tag}>b</${tag}>`);
    const [focused, hovered] = [...container.children] as HTMLElement[];
    focused?.focus();
    focused?.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
    expect(button(focused as HTMLElement).dataset.activation).toBe('focus');
    hovered?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    expect(button(hovered as HTMLElement).dataset.activation).toBe('hover');
  });

  it('renders synchronously on hover too, so the element never sits empty, and a later click keeps it', async () => {
    const tag = defineProbe({ lazy });
    const host = mount(`<${tag}>hover</${tag}>`).firstElementChild as HTMLElement;
    host.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    expect(button(host).dataset.activation).toBe('hover');
    host.click();
    await settle();
    expect(button(host).dataset.activation).toBe('hover');
  });
});
