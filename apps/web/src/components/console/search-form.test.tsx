import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchForm } from './search-form';

afterEach(cleanup);

const text = { searchLabel: 'เลขทะเบียนหรือชื่อ', searchHelp: 'พิมพ์ตัวเลขหรือชื่อ', search: 'ค้นหา', searching: 'กำลังค้นหา...' };

describe('SearchForm', () => {
  it('searches for the typed words, trimmed', async () => {
    const onSearch = vi.fn();
    render(<SearchForm id="q" text={text} initial="" pending={false} onSearch={onSearch} />);
    await userEvent.type(screen.getByLabelText('เลขทะเบียนหรือชื่อ'), '  สมชาย ');
    await userEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(onSearch).toHaveBeenCalledWith('สมชาย');
  });

  it('refuses an empty search in Thai where one is needed, and names the box invalid', async () => {
    const onSearch = vi.fn();
    render(<SearchForm id="q" text={text} initial="" needQuery="กรุณาพิมพ์เลขทะเบียนหรือชื่อสมาชิก" pending={false} onSearch={onSearch} />);
    await userEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(screen.getByText('กรุณาพิมพ์เลขทะเบียนหรือชื่อสมาชิก')).toBeTruthy();
    expect(screen.getByLabelText('เลขทะเบียนหรือชื่อ').getAttribute('aria-invalid')).toBe('true');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('lists everything on an empty search where none is needed', async () => {
    const onSearch = vi.fn();
    render(<SearchForm id="q" text={text} initial="" pending={false} onSearch={onSearch} />);
    await userEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(onSearch).toHaveBeenCalledWith('');
  });
});
