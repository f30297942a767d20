import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceFilter } from './choice-filter';

afterEach(cleanup);

describe('ChoiceFilter', () => {
  it('offers all, then each choice by its Thai name, and hands on undefined for all', async () => {
    const onChange = vi.fn();
    render(
      <ChoiceFilter
        label="สถานะ"
        allLabel="ทุกสถานะ"
        choices={['pending', 'approved'] as const}
        names={{ pending: 'รออนุมัติ', approved: 'อนุมัติแล้ว' }}
        value="pending"
        onChange={onChange}
      />,
    );
    const select = screen.getByLabelText('สถานะ');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['ทุกสถานะ', 'รออนุมัติ', 'อนุมัติแล้ว']);
    await userEvent.selectOptions(select, 'อนุมัติแล้ว');
    expect(onChange).toHaveBeenLastCalledWith('approved');
    await userEvent.selectOptions(select, 'ทุกสถานะ');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
