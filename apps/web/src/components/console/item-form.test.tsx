import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ItemForm } from './item-form';

afterEach(cleanup);

describe('ItemForm', () => {
  it('saves through its form and cancels without saving', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onCancel = vi.fn();
    render(
      <ItemForm onSubmit={onSubmit} busy={false} onCancel={onCancel}>
        <input aria-label="ชื่อ" />
      </ItemForm>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(onSubmit).toHaveBeenCalled();
  });

  it('holds save while the change is on its way', () => {
    render(
      <ItemForm onSubmit={vi.fn()} busy onCancel={vi.fn()}>
        {null}
      </ItemForm>,
    );
    expect(screen.getByRole('button', { name: 'บันทึก' }).hasAttribute('disabled')).toBe(true);
  });
});
