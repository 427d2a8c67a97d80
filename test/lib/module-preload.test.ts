import { afterEach, describe, expect, it } from 'vitest';
import { modulePreloader, packGraph, unpackGraph } from '../../src/lib/module-preload';

const BASE = 'http://localhost:3000/assets/hr-shell/hr-shell.js';
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href);

afterEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));

describe('module preload', () => {
  const graph = {
    'hr-a': ['./elements/hr-a.js', './shared-1.js', './shell-1.js'],
    'hr-b': ['./elements/hr-b.js', './shared-1.js'],
  };

  it('adds one modulepreload link per file of a tag, resolved beside the autoloader', () => {
    modulePreloader(graph, BASE, document)('hr-a');
    expect(preloads()).toEqual([
      'http://localhost:3000/assets/hr-shell/elements/hr-a.js',
      'http://localhost:3000/assets/hr-shell/shared-1.js',
      'http://localhost:3000/assets/hr-shell/shell-1.js',
    ]);
  });

  it('never hints a file twice, nor one the page printed itself', () => {
    const printed = document.createElement('link');
    printed.rel = 'modulepreload';
    printed.href = '/assets/hr-shell/elements/hr-b.js';
    document.head.append(printed);
    const hint = modulePreloader(graph, BASE, document);
    hint('hr-a');
    hint('hr-b');
    hint('hr-a');
    expect(preloads()).toEqual([
      'http://localhost:3000/assets/hr-shell/elements/hr-b.js',
      'http://localhost:3000/assets/hr-shell/elements/hr-a.js',
      'http://localhost:3000/assets/hr-shell/shared-1.js',
      'http://localhost:3000/assets/hr-shell/shell-1.js',
    ]);
  });

  it('does nothing for a tag outside the graph', () => {
    modulePreloader(graph, BASE, document)('hr-unknown');
    expect(preloads()).toEqual([]);
  });
});

describe('packed graph', () => {
  const graph = {
    'hr-a': ['./elements/hr-a.js', './shared-1.js', './shell-1.js'],
    'hr-b': ['./elements/hr-b.js', './shared-1.js', './elements/hr-a.js'],
    'hr-c': ['./elements/hr-c.js'],
  };

  it('writes each chunk name once, no tag name, and gives the same graph back', () => {
    const order = ['hr-a', 'hr-b', 'hr-c'];
    const packed = packGraph(graph, order);
    expect(packed).toEqual({ chunks: ['shared-1', 'shell-1', 'elements/hr-a'], tags: [[0, 1], [0, 2], []] });
    expect(unpackGraph(packed, order)).toEqual(graph);
  });

  it('refuses a tag whose files do not start with its element file, or one the order lacks', () => {
    expect(() => packGraph({ 'hr-a': ['./shared-1.js'] }, ['hr-a'])).toThrow(/hr-a/);
    expect(() => packGraph(graph, ['hr-a', 'hr-b'])).toThrow(/hr-c/);
  });
});
