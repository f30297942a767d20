import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataSection } from './data-section';

afterEach(cleanup);

describe('DataSection', () => {
  it('is a region named by its heading, holding its list', () => {
    render(
      <DataSection id="kepcrem-deductions" title="รายการหัก" empty={false} emptyTitle="ไม่มีรายการหัก">
        <p>มกราคม</p>
      </DataSection>,
    );
    expect(screen.getByRole('region', { name: 'รายการหัก' }).textContent).toContain('มกราคม');
    expect(screen.queryByText('ไม่มีรายการหัก')).toBeNull();
  });

  it('says plainly when its list is empty', () => {
    render(
      <DataSection id="kepcrem-deductions" title="รายการหัก" empty emptyTitle="ไม่มีรายการหัก">
        <p>มกราคม</p>
      </DataSection>,
    );
    expect(screen.getByText('ไม่มีรายการหัก')).toBeTruthy();
    expect(screen.queryByText('มกราคม')).toBeNull();
  });
});
