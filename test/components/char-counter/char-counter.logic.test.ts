import { describe, expect, it } from 'vitest';
import {
  announcementFor,
  clip,
  counterMessage,
  counterMessages,
  fallbackGraphemes,
  fitInsertion,
  keepWordsApart,
  fitValue,
  levelOf,
  measure,
  parseLimit,
  remaining,
} from '../../../src/components/char-counter/char-counter.logic';

describe('parseLimit', () => {
  it.each([
    ['250', 250],
    ['0', 0],
    [100, 100],
    ['10000000', 10_000_000],
  ])('reads %j as %i', (raw, limit) => expect(parseLimit(raw)).toBe(limit));

  it.each([
    null,
    undefined,
    '',
    ' 250',
    '250 ',
    '1e3',
    '1e309',
    '-1',
    '-0',
    '1.5',
    '025',
    '２５０',
    'NaN',
    '9'.repeat(30),
    '99999999',
    NaN,
    -0,
    1.5,
    Infinity,
  ])('refuses %j', (raw) => expect(parseLimit(raw as string | number | null | undefined)).toBeNull());
});

describe('measure', () => {
  it('counts UTF-16 code units like the browser maxlength in chars mode', () => {
    expect(measure('abc', 'chars')).toBe(3);
    expect(measure('😀', 'chars')).toBe(2);
    expect(measure('e\u0301', 'chars')).toBe(2);
    expect(measure('a\nb', 'chars')).toBe(3);
  });

  it('counts UTF-8 bytes in bytes mode', () => {
    expect(measure('abc', 'bytes')).toBe(3);
    expect(measure('é', 'bytes')).toBe(2);
    expect(measure('€', 'bytes')).toBe(3);
    expect(measure('😀', 'bytes')).toBe(4);
    expect(measure('１', 'bytes')).toBe(3);
  });
});

describe('levelOf and the thresholds 100, 20, 0', () => {
  it.each([
    [101, 'hidden'],
    [100, 'normal'],
    [21, 'normal'],
    [20, 'warning'],
    [1, 'warning'],
    [0, 'error'],
    [-5, 'error'],
  ])('%i left is %s', (left, level) => expect(levelOf(left)).toBe(level));
});

describe('counterMessage', () => {
  it('says how many remain above 0', () =>
    expect(counterMessage(12, 250, false)).toEqual({ key: 'remaining', count: 12 }));
  it('says the limit at 0 or below', () =>
    expect(counterMessage(0, 250, false)).toEqual({ key: 'tooLong', count: 250 }));
  it('says the limit after a cut even with room left (a whole character did not fit)', () =>
    expect(counterMessage(1, 10, true)).toEqual({ key: 'tooLong', count: 10 }));
});

describe('announcementFor', () => {
  it('is silent while no threshold is crossed', () => {
    expect(announcementFor(50, 49, false)).toBeNull();
    expect(announcementFor(19, 18, false)).toBeNull();
    expect(announcementFor(0, 0, false)).toBeNull();
  });
  it('speaks when entering the warning range, even by a jump', () => {
    expect(announcementFor(21, 20, false)).toBe('remaining');
    expect(announcementFor(80, 5, false)).toBe('remaining');
  });
  it('speaks the limit when reaching 0 or on a cut', () => {
    expect(announcementFor(1, 0, false)).toBe('tooLong');
    expect(announcementFor(90, 0, false)).toBe('tooLong');
    expect(announcementFor(3, 3, true)).toBe('tooLong');
  });
  it('stays silent going back up', () => expect(announcementFor(0, 30, false)).toBeNull());
});

describe('clip', () => {
  it('keeps text that fits', () => expect(clip('hello', 5, 'chars')).toBe('hello'));
  it('returns nothing for no room', () => {
    expect(clip('hello', 0, 'chars')).toBe('');
    expect(clip('hello', -3, 'chars')).toBe('');
  });
  it('never splits a surrogate pair', () => expect(clip('ab😀', 3, 'chars')).toBe('ab'));
  it('never splits a letter from its combining accent', () => expect(clip('ae\u0301', 2, 'chars')).toBe('a'));
  it('keeps an emoji ZWJ sequence whole or drops it whole', () => {
    const family = '👨‍👩‍👧';
    expect(clip(`x${family}`, family.length, 'chars')).toBe('x');
    expect(clip(`x${family}`, family.length + 1, 'chars')).toBe(`x${family}`);
  });
  it('cuts on a byte budget between whole characters', () => {
    expect(clip('€€', 5, 'bytes')).toBe('€');
    expect(clip('ab😀', 5, 'bytes')).toBe('ab');
    expect(clip('１２３', 7, 'bytes')).toBe('１２');
  });
  it('handles an overlong paste quickly', () => {
    const text = 'x'.repeat(200_000);
    expect(clip(text, 250, 'chars')).toHaveLength(250);
  });
});

describe('fallbackGraphemes (no Intl.Segmenter)', () => {
  it('keeps surrogate pairs, combining sequences, emoji sequences, flags and CR LF whole', () => {
    expect(fallbackGraphemes('ab😀')).toEqual(['a', 'b', '😀']);
    expect(fallbackGraphemes('ae\u0301o\u0308\u0304')).toEqual(['a', 'e\u0301', 'o\u0308\u0304']);
    expect(fallbackGraphemes('👍🏽👨‍👩‍👧')).toEqual(['👍🏽', '👨‍👩‍👧']);
    expect(fallbackGraphemes('🇨🇦🇫🇷x')).toEqual(['🇨🇦', '🇫🇷', 'x']);
    expect(fallbackGraphemes('a\r\nb')).toEqual(['a', '\r\n', 'b']);
    expect(fallbackGraphemes('\u0301a')).toEqual(['\u0301', 'a']);
  });
  it('agrees with Intl.Segmenter on these', () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    for (const text of ['ab😀', 'ae\u0301o\u0308\u0304', '👍🏽👨‍👩‍👧', '🇨🇦🇫🇷x', 'a\r\nb', 'Café donné']) {
      expect(fallbackGraphemes(text)).toEqual(Array.from(segmenter.segment(text), (part) => part.segment));
    }
  });
});

describe('keepWordsApart', () => {
  it('ends a cut paste after its last kept space when its word would run into the text after', () => {
    expect(keepWordsApart('don Qui', 'don Quichotte', 'Café')).toBe('don ');
    expect(keepWordsApart('don', 'don Quichotte', 'Café')).toBe('');
    expect(keepWordsApart('don ', 'don Quichotte', 'Café')).toBe('don ');
  });
  it('leaves the cut alone when nothing is glued or the paste has no spaces', () => {
    expect(keepWordsApart('don Qui', 'don Quichotte', '')).toBe('don Qui');
    expect(keepWordsApart('don Qui', 'don Quichotte', ' Café')).toBe('don Qui');
    expect(keepWordsApart('don,', 'don, Quichotte', 'Café')).toBe('don,');
    expect(keepWordsApart('0123', '0123456789', 'def')).toBe('0123');
    expect(keepWordsApart('東京', '東京都庁', '駅')).toBe('東京');
  });
});

describe('counterMessages', () => {
  it('says characters, or bytes on a field counted in bytes', () => {
    expect(counterMessages('chars')).toEqual({
      tooLong: 'You cannot write more then %1 characters!',
      remaining: 'This field can accept %1 more characters.',
    });
    expect(counterMessages('bytes')).toEqual({
      tooLong: 'You cannot write more than %1 bytes!',
      remaining: 'This field can accept %1 more bytes.',
    });
  });
});

describe('fitInsertion', () => {
  it('never runs the kept words into the text after the caret ("donCafé")', () =>
    expect(fitInsertion('Je suis ', 'don Quichotte', 'Café', 15, 'chars')).toEqual({ text: '', truncated: true }));
  it('cuts at the last space that fits instead', () =>
    expect(fitInsertion('Je ', 'suis don Quichotte', 'Café', 15, 'chars')).toEqual({
      text: 'suis ',
      truncated: true,
    }));
  it('cuts only the inserted text, keeping what is around the caret', () =>
    expect(fitInsertion('abc', '0123456789', 'def', 10, 'chars')).toEqual({ text: '0123', truncated: true }));
  it('passes an insertion that fits', () =>
    expect(fitInsertion('a', 'bc', '', 3, 'chars')).toEqual({ text: 'bc', truncated: false }));
  it('inserts nothing when the text is already over the limit', () =>
    expect(fitInsertion('too long already', 'x', '', 5, 'chars')).toEqual({ text: '', truncated: true }));
  it('counts bytes of the kept text in bytes mode', () =>
    expect(fitInsertion('é', 'ab', '', 3, 'bytes')).toEqual({ text: 'a', truncated: true }));
});

describe('fitValue and remaining', () => {
  it('keeps the start of an overlong value', () =>
    expect(fitValue('abcdef', 4, 'chars')).toEqual({ text: 'abcd', truncated: true }));
  it('keeps a value that fits', () => expect(fitValue('ab', 4, 'chars')).toEqual({ text: 'ab', truncated: false }));
  it('computes what remains, negative when over', () => {
    expect(remaining('abc', 10, 'chars')).toBe(7);
    expect(remaining('€€€€', 10, 'bytes')).toBe(-2);
  });
});
