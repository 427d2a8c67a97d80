import { describe, expect, it, vi } from 'vitest';
import { createAutoloader } from '../../src/lib/autoloader';
import { configure, reloadConfig } from '../../src/stores/config';
import { mount, settle, uniqueTag } from '../support/elements';

function fakeElement(tag: string) {
  return vi.fn(async () => {
    customElements.define(tag, class extends HTMLElement {});
  });
}

describe('autoloader', () => {
  it('loads each known tag already in the page once', async () => {
    const tag = uniqueTag('hr-auto');
    const loader = fakeElement(tag);
    mount(`<${tag}></${tag}><${tag}></${tag}><hr-unknown-thing></hr-unknown-thing>`);
    const autoloader = createAutoloader({ [tag]: loader });
    autoloader.observe(document);
    await settle();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(customElements.get(tag)).toBeDefined();
    autoloader.disconnect();
  });

  it('hints every tag of the first scan before any of their modules is imported, once per tag', async () => {
    const [first, second] = [uniqueTag('hr-auto'), uniqueTag('hr-auto')];
    const order: string[] = [];
    const loader = (tag: string) =>
      vi.fn(async () => {
        order.push(`import ${tag}`);
        customElements.define(tag, class extends HTMLElement {});
      });
    mount(`<${first}></${first}><${second}></${second}><${first}></${first}>`);
    const autoloader = createAutoloader({ [first]: loader(first), [second]: loader(second) }, (tag) =>
      order.push(`hint ${tag}`),
    );
    autoloader.observe(document);
    await settle();
    expect(order).toEqual([`hint ${first}`, `hint ${second}`, `import ${first}`, `import ${second}`]);
    autoloader.disconnect();
  });

  it('loads a tag that appears later, nested in added markup', async () => {
    const tag = uniqueTag('hr-auto');
    const loader = fakeElement(tag);
    const autoloader = createAutoloader({ [tag]: loader });
    autoloader.observe(document);
    expect(loader).not.toHaveBeenCalled();
    mount(`<section><div><${tag}></${tag}></div></section>`);
    await settle();
    expect(loader).toHaveBeenCalledTimes(1);
    autoloader.disconnect();
  });

  it('watches shadow roots it is given', async () => {
    const tag = uniqueTag('hr-auto');
    const loader = fakeElement(tag);
    const autoloader = createAutoloader({ [tag]: loader });
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    autoloader.observe(root);
    root.innerHTML = `<${tag}></${tag}>`;
    await settle();
    expect(loader).toHaveBeenCalledTimes(1);
    autoloader.disconnect();
  });

  it('watches any number of shadow roots with one MutationObserver', async () => {
    const tag = uniqueTag('hr-auto');
    const loader = fakeElement(tag);
    const autoloader = createAutoloader({ [tag]: loader });
    const Observer = globalThis.MutationObserver;
    let created = 0;
    vi.stubGlobal(
      'MutationObserver',
      class extends Observer {
        constructor(callback: MutationCallback) {
          super(callback);
          created++;
        }
      },
    );
    const roots = Array.from({ length: 200 }, () => {
      const host = document.createElement('div');
      document.body.append(host);
      const root = host.attachShadow({ mode: 'open' });
      autoloader.observe(root);
      return root;
    });
    autoloader.observe(document);
    expect(created).toBe(1);
    roots[150]?.append(document.createElement(tag));
    await settle();
    expect(loader).toHaveBeenCalledTimes(1);
    autoloader.disconnect();
  });

  it('preloads tags on request and resolves when they are defined', async () => {
    const tag = uniqueTag('hr-auto');
    const autoloader = createAutoloader({ [tag]: fakeElement(tag) });
    await autoloader.preload([tag, 'hr-not-registered']);
    expect(customElements.get(tag)).toBeDefined();
  });

  it('reports a failed load and tries again on the next appearance', async () => {
    const reporter = vi.fn();
    configure({ reportError: reporter });
    const tag = uniqueTag('hr-auto');
    let attempts = 0;
    const loader = vi.fn(async () => {
      if (++attempts === 1) throw new Error('chunk failed');
      customElements.define(tag, class extends HTMLElement {});
    });
    const autoloader = createAutoloader({ [tag]: loader });
    autoloader.observe(document);
    mount(`<${tag}></${tag}>`);
    await settle();
    expect(reporter).toHaveBeenCalledWith(expect.any(Error), { source: `autoloader:${tag}`, phase: 'load' });
    mount(`<${tag}></${tag}>`);
    await settle();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(customElements.get(tag)).toBeDefined();
    autoloader.disconnect();
    reloadConfig();
  });
});
