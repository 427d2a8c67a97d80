import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { comboboxClass, comboboxSelector } from '../../../src/ui/combobox/class-names';
import { ComboboxSearch, type ComboboxSearchProps } from '../../../src/ui/combobox/combobox-search';
import { ComboboxView, groupedOptions, type ComboboxGroup } from '../../../src/ui/combobox/combobox-view';
import { RETRY_EVENT } from '../../../src/ui/combobox/search-retry';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Item {
  id: string;
  text: string;
}

let root: Root;
let container: HTMLDivElement;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const item = (id: string): Item => ({ id, text: `Item ${id}` });
const GROUPS: ComboboxGroup<Item>[] = [
  { key: 'people', label: 'People', options: [item('a'), item('b')], footer: item('more-people') },
  { key: 'files', label: 'Files', options: [item('c')] },
];

type Overrides = Partial<ComboboxSearchProps<Item>> & { groups?: ComboboxGroup<Item>[]; options?: Item[] };

/** The view with its active option in state, as an element's hook keeps it; `chosen` records clicks. */
function render({ groups, options, ...overrides }: Overrides = {}) {
  const chosen: string[] = [];
  const typed: string[] = [];
  function Harness() {
    const [active, setActive] = useState(0);
    return (
      <ComboboxSearch<Item>
        input={{
          label: 'Find',
          value: 'ad',
          placeholder: 'Search…',
          onChange: (value) => typed.push(value),
          onKeyDown: () => undefined,
          clear: { label: 'Clear', onClick: () => typed.push('') },
          adornment: <span className="spinner" />,
        }}
        open
        listbox={{
          id: 'results',
          label: 'Results',
          ...(options ? { options } : { groups: groups ?? GROUPS }),
          active,
          optionId: (option) => `opt-${option.id}`,
          optionKey: (option) => option.id,
          renderOption: (option, props) => (
            <a {...props} href={`#${option.id}`} data-footer={option.id.startsWith('more') || undefined}>
              <span className="name">{option.text}</span>
            </a>
          ),
          onActive: setActive,
          onChoose: (option, event) => {
            event.preventDefault();
            chosen.push(option.id);
          },
        }}
        status="3 results"
        {...overrides}
      />
    );
  }
  act(() => root.render(<Harness />));
  const $ = <E extends Element = HTMLElement>(selector: string) => container.querySelector<E>(selector);
  const $$ = (selector: string) => [...container.querySelectorAll<HTMLElement>(selector)];
  return { chosen, typed, $, $$ };
}

describe('ComboboxSearch and ComboboxView', () => {
  it('shows a failure with a Retry button after the message, announces it, and gives the input the focus back', () => {
    const { $ } = render({ error: 'Search failed.', status: '' });
    const note = $('[part="error"]')!;
    const retry = note.querySelector<HTMLButtonElement>('button[part="retry"]')!;
    expect(note.textContent).toBe('Search failed. Retry');
    expect(retry.type).toBe('button');
    expect(retry.tabIndex).toBe(0);
    expect($('[role="status"]')?.textContent).toBe('Search failed.');
    const asked: Event[] = [];
    container.addEventListener(RETRY_EVENT, (event) => asked.push(event));
    retry.focus();
    act(() => retry.click());
    expect(asked).toHaveLength(1);
    expect(asked[0]?.composed).toBe(true);
    expect(document.activeElement).toBe($('input[role="combobox"]'));
  });

  it("announces the element's own status over the failure, and nothing while closed", () => {
    const { $ } = render({ error: 'Search failed.', status: 'Search is down' });
    expect($('[role="status"]')?.textContent).toBe('Search is down');
    act(() => root.render(<ComboboxView open={false} error="Search failed." status="" />));
    expect($('[role="status"]')?.textContent).toBe('');
  });

  it('lists groups under their headings, each a labelled role=group inside the listbox', () => {
    const { $, $$ } = render();
    const listbox = $('[role="listbox"]')!;
    expect(listbox.id).toBe('results');
    expect(listbox.getAttribute('aria-label')).toBe('Results');
    const groups = $$('[role="group"]');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['People', 'Files']);
    expect(groups.every((group) => group.parentElement === listbox)).toBe(true);
    const heading = groups[0]!.querySelector('.heading')!;
    expect(heading.textContent).toBe('People');
    expect(heading.getAttribute('aria-hidden')).toBe('true');
    expect(heading.getAttribute('part')).toBe('section-title');
    expect(groups[0]!.getAttribute('part')).toBe('section');
    expect(groups[1]!.querySelectorAll('[role="option"]')).toHaveLength(1);
  });

  it('counts the active index through the groups, footers included, and names it on the input', () => {
    const { $, $$ } = render();
    const options = $$('[role="option"]');
    expect(options.map((option) => option.id)).toEqual(['opt-a', 'opt-b', 'opt-more-people', 'opt-c']);
    expect(options.map((option) => option.dataset.index)).toEqual(['0', '1', '2', '3']);
    const input = $<HTMLInputElement>('input')!;
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe('results');
    expect(input.getAttribute('aria-activedescendant')).toBe('opt-a');
    act(() => options[3]!.dispatchEvent(new PointerEvent('pointermove', { bubbles: true })));
    expect(input.getAttribute('aria-activedescendant')).toBe('opt-c');
    expect(options[3]!.getAttribute('aria-selected')).toBe('true');
    expect(options[3]!.className).toBe('option active');
    expect(options[3]!.getAttribute('part')).toBe('option active');
    expect(options[0]!.getAttribute('aria-selected')).toBe('false');
    expect(options[0]!.className).toBe('option');
  });

  it("renders a group's footer after its options, as one more option that can be chosen", () => {
    const { $$, chosen } = render();
    const people = $$('[role="group"]')[0]!;
    const rows = [...people.querySelectorAll<HTMLElement>('[role="option"]')];
    expect(rows.map((row) => row.textContent)).toEqual(['Item a', 'Item b', 'Item more-people']);
    expect(rows.at(-1)!.dataset.footer).toBe('true');
    act(() => rows.at(-1)!.dispatchEvent(new PointerEvent('pointermove', { bubbles: true })));
    expect(rows.at(-1)!.getAttribute('aria-selected')).toBe('true');
    act(() => rows.at(-1)!.click());
    expect(chosen).toEqual(['more-people']);
  });

  it('draws each option with the render prop, which spreads the option props on its own element', () => {
    const { $$, chosen } = render({ options: [item('x'), item('y')] });
    const options = $$('[role="option"]');
    expect(options.map((option) => option.tagName)).toEqual(['A', 'A']);
    expect(options.map((option) => option.getAttribute('href'))).toEqual(['#x', '#y']);
    expect(options.every((option) => option.tabIndex === -1)).toBe(true);
    expect($$('[role="group"]')).toHaveLength(0);
    act(() => options[1]!.click());
    expect(chosen).toEqual(['y']);
  });

  it('keeps the focus in the input: pressing inside the popup cancels the mousedown', () => {
    const { $ } = render();
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    $('[role="option"]')!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
  });

  it('has no listbox while there is nothing to list, unless it is kept always (then hidden)', () => {
    const gone = render({ options: [] });
    expect(gone.$('[role="listbox"]')).toBeNull();
    expect(gone.$('input')!.getAttribute('aria-expanded')).toBe('false');
    expect(gone.$('input')!.hasAttribute('aria-controls')).toBe(false);
    act(() =>
      root.render(
        <ComboboxView<Item>
          open={false}
          listbox={{
            id: 'kept',
            label: 'Results',
            groups: GROUPS,
            keep: 'always',
            active: 0,
            optionId: (option) => option.id,
            optionKey: (option) => option.id,
            renderOption: (option, props) => <div {...props}>{option.text}</div>,
            onActive: () => undefined,
          }}
          status=""
        />,
      ),
    );
    expect(container.querySelector<HTMLElement>('[role="listbox"]')!.hidden).toBe(true);
    expect(container.querySelector<HTMLElement>('.popup')!.hidden).toBe(true);
    expect(container.querySelectorAll('[role="option"]')).toHaveLength(4);
  });

  it("keeps the last answer's options, hidden, while the popup is closed when asked to", () => {
    const { $, $$ } = render({ open: false, options: [item('x')] });
    expect($('[role="listbox"]')).toBeNull();
    act(() => root.unmount());
    root = createRoot(container);
    act(() =>
      root.render(
        <ComboboxSearch<Item>
          input={{ label: 'Find', value: 'x', placeholder: '', onChange: () => undefined, onKeyDown: () => undefined }}
          open={false}
          listbox={{
            id: 'kept',
            label: 'Results',
            options: [item('x')],
            keep: 'options',
            active: 0,
            optionId: (option) => option.id,
            optionKey: (option) => option.id,
            renderOption: (option, props) => (
              <a {...props} href={`#${option.id}`}>
                {option.text}
              </a>
            ),
            onActive: () => undefined,
          }}
          status=""
        />,
      ),
    );
    expect($('[role="listbox"]')!.hidden).toBe(true);
    expect($$('a[role="option"]').map((option) => option.getAttribute('href'))).toEqual(['#x']);
    expect($('input')!.getAttribute('aria-expanded')).toBe('false');
    expect($('input')!.hasAttribute('aria-controls')).toBe(false);
    expect($('input')!.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('shows the loading, empty and failure notes as parts, and announces through a status region', () => {
    const { $, $$ } = render({ options: [], loading: 'Loading…', empty: 'No matches', error: 'Failed.' });
    expect($$('.popup p').map((note) => [note.className, note.getAttribute('part'), note.textContent])).toEqual([
      ['note', 'loading', 'Loading…'],
      ['note', 'empty', 'No matches'],
      ['note error', 'error', 'Failed. Retry'],
    ]);
    const status = $('[role="status"]')!;
    expect(status.textContent).toBe('3 results');
    expect(status.className).toBe('sr-only');
  });

  it('has a labelled input, the adornment and a clear button while the box has text', () => {
    const { $, typed } = render();
    const input = $<HTMLInputElement>('input')!;
    expect($<HTMLLabelElement>('label')!.htmlFor).toBe(input.id);
    expect($('label')!.textContent).toBe('Find');
    expect(input.nextElementSibling?.className).toBe('spinner');
    const clear = $<HTMLButtonElement>('button.clear')!;
    expect(clear.getAttribute('aria-label')).toBe('Clear');
    act(() => clear.click());
    expect(typed).toEqual(['']);
  });

  it("without an input it is the popup of a page's input, in the light DOM under a class prefix", () => {
    act(() =>
      root.render(
        <ComboboxView<Item>
          prefix="hr-x"
          open
          popupPart="panel results"
          listbox={{
            id: 'list',
            label: 'Suggestions',
            options: [item('a'), item('b')],
            active: 1,
            optionId: (option) => option.id,
            optionKey: (option) => option.id,
            renderOption: (option, props) => <div {...props}>{option.text}</div>,
            onActive: () => undefined,
          }}
          error="Try again"
          status="2 results"
        />,
      ),
    );
    expect(container.querySelector('input, label')).toBeNull();
    const popup = container.querySelector('.hr-x__popup')!;
    expect(popup.getAttribute('part')).toBe('panel results');
    expect(container.querySelector('[role="listbox"]')!.className).toBe('hr-x__list');
    expect([...container.querySelectorAll('[role="option"]')].map((option) => option.className)).toEqual([
      'hr-x__option',
      'hr-x__option hr-x__option--active',
    ]);
    expect(container.querySelector('[part="error"]')!.className).toBe('hr-x__note hr-x__note--error');
    expect(container.querySelector('[role="status"]')!.className).toBe('hr-x__status');
  });

  it('lets a page press inside a popup that has no listbox of its own (a server fragment)', () => {
    act(() => root.render(<ComboboxView open content={<a href="#r">Result</a>} status="" />));
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    container.querySelector('a')!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
    expect(container.querySelector('[role="listbox"]')).toBeNull();
  });
});

describe('groupedOptions', () => {
  it('lists the options in listbox order, each footer after its group', () => {
    expect(groupedOptions(GROUPS).map((option) => option.id)).toEqual(['a', 'b', 'more-people', 'c']);
    expect(groupedOptions<Item>([])).toEqual([]);
  });
});

describe('combobox class names', () => {
  it('are bare in a shadow root and BEM names under the tag in the light DOM', () => {
    expect(comboboxClass(undefined, 'option', 'active')).toBe('option active');
    expect(comboboxClass(undefined, 'option', false)).toBe('option');
    expect(comboboxClass('hr-x', 'note', 'error')).toBe('hr-x__note hr-x__note--error');
    expect(comboboxSelector(undefined, 'option', 'active')).toBe('.option.active');
    expect(comboboxSelector('hr-x', 'option', 'active')).toBe('hr-x .hr-x__option--active');
    expect(comboboxSelector('hr-x', 'popup')).toBe('hr-x .hr-x__popup');
  });
});
