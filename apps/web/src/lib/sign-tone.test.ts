import { describe, expect, it } from 'vitest';
import { signTone, signToneClass } from './sign-tone';

describe('signTone (spec 4)', () => {
  it('loan: 1 red, 0 and -1 gray', () => {
    expect(signTone('loan', 1)).toBe('red');
    expect(signTone('loan', 0)).toBe('gray');
    expect(signTone('loan', -1)).toBe('gray');
  });

  it('deposit: 1 green, 0 gray, -1 red, anything else red', () => {
    expect(signTone('deposit', 1)).toBe('green');
    expect(signTone('deposit', 0)).toBe('gray');
    expect(signTone('deposit', -1)).toBe('red');
    expect(signTone('deposit', 2)).toBe('red');
    expect(signTone('deposit', -7)).toBe('red');
  });

  it('share: -1 red, otherwise gray', () => {
    expect(signTone('share', -1)).toBe('red');
    expect(signTone('share', 0)).toBe('gray');
    expect(signTone('share', 1)).toBe('gray');
    expect(signTone('share', 5)).toBe('gray');
  });

  it('gives each tone its text class', () => {
    expect(signToneClass('deposit', 1)).toBe('text-success');
    expect(signToneClass('deposit', -1)).toBe('text-danger');
    expect(signToneClass('share', 1)).toBe('text-stone-600');
  });
});
