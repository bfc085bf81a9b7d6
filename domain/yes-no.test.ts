import { describe, expect, it } from 'vitest';
import { isYes, NO, YES } from './yes-no';

describe('isYes (YES = 45, NO = 46)', () => {
  it.each([
    [YES, true],
    ['45', true],
    [1, true],
    [NO, false],
    ['46', false],
    [0, false],
    [null, false],
    [undefined, false],
    [47, false],
  ])('%j → %s', (value, expected) => expect(isYes(value)).toBe(expected));
});
