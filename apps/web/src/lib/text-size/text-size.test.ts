import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import earlyScript from '../../../public/text-size.js?raw';
import { LARGEST_TEXT_SIZE, TEXT_SIZE_ATTRIBUTE, TEXT_SIZE_KEY, parseTextSize, setTextSize, useTextSize } from './text-size';

/** public/text-size.js, run as the page's <head> runs it. */
const runEarlyScript = () => new Function(earlyScript)();

const root = () => document.documentElement;

beforeEach(() => {
  window.localStorage.clear();
  root().removeAttribute(TEXT_SIZE_ATTRIBUTE);
});
afterEach(cleanup);

describe('text size', () => {
  it('keeps a step on this device and shows it on the root element', () => {
    setTextSize(2);
    expect(window.localStorage.getItem(TEXT_SIZE_KEY)).toBe('2');
    expect(root().getAttribute(TEXT_SIZE_ATTRIBUTE)).toBe('2');
  });

  it('goes back to the normal size by forgetting the choice', () => {
    setTextSize(2);
    setTextSize(0);
    expect(window.localStorage.getItem(TEXT_SIZE_KEY)).toBeNull();
    expect(root().hasAttribute(TEXT_SIZE_ATTRIBUTE)).toBe(false);
  });

  it('stays within the steps', () => {
    setTextSize(LARGEST_TEXT_SIZE + 5);
    expect(root().getAttribute(TEXT_SIZE_ATTRIBUTE)).toBe(String(LARGEST_TEXT_SIZE));
    setTextSize(-1);
    expect(root().hasAttribute(TEXT_SIZE_ATTRIBUTE)).toBe(false);
  });

  it('reads anything unexpected as the normal size', () => {
    expect(['', 'x', '1.5', '-1', '9', null].map(parseTextSize)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(parseTextSize('3')).toBe(3);
  });

  it('is applied from storage by the early script, every step and nothing else', () => {
    for (let step = 1; step <= LARGEST_TEXT_SIZE; step++) {
      window.localStorage.setItem(TEXT_SIZE_KEY, String(step));
      runEarlyScript();
      expect(root().getAttribute(TEXT_SIZE_ATTRIBUTE)).toBe(String(step));
    }
    root().removeAttribute(TEXT_SIZE_ATTRIBUTE);
    window.localStorage.setItem(TEXT_SIZE_KEY, '<b>');
    runEarlyScript();
    expect(root().hasAttribute(TEXT_SIZE_ATTRIBUTE)).toBe(false);
  });

  it('re-renders its users when the size changes, here or in another tab', () => {
    const { result } = renderHook(() => useTextSize());
    expect(result.current).toBe(0);
    act(() => setTextSize(1));
    expect(result.current).toBe(1);
    act(() => {
      window.localStorage.setItem(TEXT_SIZE_KEY, '3');
      window.dispatchEvent(new StorageEvent('storage', { key: TEXT_SIZE_KEY, newValue: '3' }));
    });
    expect(result.current).toBe(3);
    expect(root().getAttribute(TEXT_SIZE_ATTRIBUTE)).toBe('3');
  });
});
