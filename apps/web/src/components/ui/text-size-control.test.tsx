import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEXT_SIZE_ATTRIBUTE, TEXT_SIZE_KEY } from '@/lib/text-size/text-size';
import { TextSizeControl } from './text-size-control';

const size = () => document.documentElement.getAttribute(TEXT_SIZE_ATTRIBUTE);

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute(TEXT_SIZE_ATTRIBUTE);
});
afterEach(cleanup);

describe('TextSizeControl', () => {
  it('makes the text larger step by step up to the largest, and keeps the choice', async () => {
    render(<TextSizeControl />);
    const larger = screen.getByRole('button', { name: /เพิ่มขนาดตัวอักษร/ });
    await userEvent.click(larger);
    expect(size()).toBe('1');
    await userEvent.click(larger);
    await userEvent.click(larger);
    expect(size()).toBe('3');
    expect(window.localStorage.getItem(TEXT_SIZE_KEY)).toBe('3');
    expect(larger).toHaveProperty('disabled', true);
  });

  it('makes it smaller, and ก goes straight back to the normal size', async () => {
    render(<TextSizeControl />);
    const smaller = screen.getByRole('button', { name: /ลดขนาดตัวอักษร/ });
    expect(smaller).toHaveProperty('disabled', true);
    for (let i = 0; i < 3; i++) await userEvent.click(screen.getByRole('button', { name: /เพิ่มขนาดตัวอักษร/ }));
    await userEvent.click(smaller);
    expect(size()).toBe('2');
    await userEvent.click(screen.getByRole('button', { name: /ขนาดตัวอักษรปกติ/ }));
    expect(size()).toBeNull();
    expect(window.localStorage.getItem(TEXT_SIZE_KEY)).toBeNull();
  });

  it('starts from the size the early script applied', () => {
    document.documentElement.setAttribute(TEXT_SIZE_ATTRIBUTE, '3');
    render(<TextSizeControl />);
    expect(screen.getByRole('button', { name: /เพิ่มขนาดตัวอักษร/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('group', { name: 'ขนาดตัวอักษร' })).toBeTruthy();
  });
});
