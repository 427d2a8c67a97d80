import { describe, expect, it } from 'vitest';
import { isSameOrigin, safeUrl } from '../../src/lib/urls';

// The page runs at http://localhost:3000/ (vitest environmentOptions).
describe('safeUrl', () => {
  it('resolves relative and root-relative paths against the page', () => {
    expect(safeUrl('/reports/report.php?id=3')).toEqual({
      href: 'http://localhost:3000/reports/report.php?id=3',
      external: false,
    });
    expect(safeUrl('files/index.php?id=1')?.href).toBe('http://localhost:3000/files/index.php?id=1');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
  ])('refuses the scheme in %j', (raw) => {
    expect(safeUrl(raw)).toBeNull();
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://localhost:3000@evil.example/',
    'https://localhost.evil.example/',
  ])('treats %j as another origin and refuses it unless allow-listed', (raw) => {
    expect(safeUrl(raw)).toBeNull();
  });

  it('keeps an encoded double slash on the page origin', () => {
    expect(safeUrl('/%2F%2Fevil.example')?.external).toBe(false);
  });

  it('allows allow-listed external hosts and marks them external', () => {
    expect(safeUrl('https://help.example.com/a', { allowedHosts: ['help.example.com'] })).toEqual({
      href: 'https://help.example.com/a',
      external: true,
    });
  });

  it('refuses credentials in URLs, non-strings, blanks and absurd lengths', () => {
    expect(safeUrl('http://user:pw@localhost:3000/')).toBeNull();
    expect(safeUrl(42)).toBeNull();
    expect(safeUrl('   ')).toBeNull();
    expect(safeUrl(`/${'a'.repeat(5000)}`)).toBeNull();
  });
});

describe('isSameOrigin', () => {
  it('compares parsed origins', () => {
    expect(isSameOrigin('/x')).toBe(true);
    expect(isSameOrigin('http://localhost:3000/y')).toBe(true);
    expect(isSameOrigin('http://localhost:3001/y')).toBe(false);
    expect(isSameOrigin('http://[bad')).toBe(false);
  });
});
