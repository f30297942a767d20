import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart';

afterEach(cleanup);

describe('BarChart', () => {
  it('is one image with a summary, and every number is in a table', () => {
    render(
      <BarChart
        title="เงินปันผล"
        summary="แผนภูมิเงินปันผลสองปี"
        series={[
          { name: 'ปันผล', colorClass: 'bg-primary' },
          { name: 'เฉลี่ยคืน', colorClass: 'bg-secondary' },
        ]}
        data={[
          { label: '2567', values: [100, 20] },
          { label: '2568', values: [150, 30] },
        ]}
        formatValue={(v) => v.toFixed(2)}
      />,
    );
    expect(screen.getByRole('img', { name: 'แผนภูมิเงินปันผลสองปี' })).toBeTruthy();
    const table = screen.getByRole('table', { name: /เงินปันผล/ });
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['2567', '100.00', '20.00', '120.00'],
      ['2568', '150.00', '30.00', '180.00'],
    ]);
  });
});
