import { describe, expect, expectTypeOf, it } from 'vitest';
import catalogue from '../ui/i18n/et-EE.json';
import type { MessageKey } from '../ui/i18n/t';
import { characterClasses, type PasswordError, PASSWORD_STRENGTH_LABEL, type PasswordStrength, passwordStrength, validatePassword } from './password-strength';

describe('characterClasses', () => {
  it.each<[string, string[]]>([
    ['salasona', ['lower']],
    ['SALASONA', ['upper']],
    ['12345678', ['digit']],
    ['!?- ', ['special']],
    ['Salas0na!', ['digit', 'lower', 'special', 'upper']],
    // As Magento: non-ASCII letters are special characters.
    ['õunapuu', ['lower', 'special']],
    ['ÕUN', ['special', 'upper']],
  ])('%j → %j', (password, classes) => {
    expect([...characterClasses(password)].sort()).toEqual(classes);
  });
});

describe('passwordStrength', () => {
  it.each<[string, PasswordStrength | null]>([
    ['', null],
    ['Sa1!', 'weak'], // 4 classes but short
    ['salasonasalasona', 'weak'], // long but one class
    ['salasona12', 'weak'], // 2 classes
    ['Salas0na', 'medium'], // 8, 3 classes
    ['Salasona12', 'medium'], // 10, 3 classes
    ['Salas0na!', 'strong'], // 9, 4 classes
    ['Salasona1234', 'strong'], // 12, 3 classes
    ['Salas0na!Pikk', 'very strong'], // 13, 4 classes
    ['pikk salasona 2024', 'very strong'], // 18, 3 classes (space is special)
    ['õunapuu1', 'medium'], // lower, special (õ), digit
  ])('%j → %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });

  it('labels each strength with a catalogue key', () => {
    for (const label of Object.values(PASSWORD_STRENGTH_LABEL)) expect(catalogue).toHaveProperty([label]);
  });
});

describe('validatePassword', () => {
  it.each<[string, string, string, unknown]>([
    ['a policy password entered twice', 'Salas0na', 'Salas0na', { ok: true }],
    ['spaces kept: a passphrase', 'pikk Salasona', 'pikk Salasona', { ok: true }],
    [
      'both empty',
      '',
      '',
      {
        ok: false,
        errors: [
          { field: 'password', reason: 'required', message: 'Please fill this field to continue' },
          { field: 'confirmation', reason: 'required', message: 'Please fill this field to continue' },
        ],
      },
    ],
    [
      'too short',
      'Sa1!',
      'Sa1!',
      { ok: false, errors: [{ field: 'password', reason: 'too-short', message: 'Password must contain of at least {length} characters', params: { length: 8 } }] },
    ],
    [
      'two classes',
      'salasona12',
      'salasona12',
      {
        ok: false,
        errors: [
          {
            field: 'password',
            reason: 'too-few-classes',
            message: 'Use at least {n} of these: lower case letters, upper case letters, numbers, special characters',
            params: { n: 3 },
          },
        ],
      },
    ],
    ['entries differ', 'Salas0na', 'Salas0na ', { ok: false, errors: [{ field: 'confirmation', reason: 'mismatch', message: 'Passwords do not match' }] }],
    [
      'entries differ and the password is short',
      'Sa1',
      'Sa2',
      {
        ok: false,
        errors: [
          { field: 'password', reason: 'too-short', message: 'Password must contain of at least {length} characters', params: { length: 8 } },
          { field: 'confirmation', reason: 'mismatch', message: 'Passwords do not match' },
        ],
      },
    ],
  ])('%s', (_name, password, confirmation, expected) => {
    expect(validatePassword(password, confirmation)).toEqual(expected);
  });

  it('every message is a catalogue key', () => {
    const messages = ['Password must contain of at least {length} characters', 'Use at least {n} of these: lower case letters, upper case letters, numbers, special characters', 'Passwords do not match'];
    for (const message of messages) expect(catalogue).toHaveProperty([message]);
  });
});

describe('message types', () => {
  it('every error message and strength label is a catalogue key (checked by tsc)', () => {
    expectTypeOf<PasswordError['message']>().toExtend<MessageKey>();
    expectTypeOf<(typeof PASSWORD_STRENGTH_LABEL)[PasswordStrength]>().toExtend<MessageKey>();
  });
});
