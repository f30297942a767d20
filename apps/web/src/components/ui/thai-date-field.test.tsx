import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThaiDateField } from './thai-date-field';

afterEach(cleanup);

describe('ThaiDateField', () => {
  it('says what the date is for under the field, in the hint\'s size, and the field is described by it', () => {
    render(<ThaiDateField id="answer-by" label="ขอให้ตอบภายใน" value="" onChange={() => undefined} minYear={2560} maxYear={2580} help="สมาชิกจะได้รับข้อความเตือน" />);
    const help = screen.getByText('สมาชิกจะได้รับข้อความเตือน');
    expect(help.className).toContain('text-sm');
    expect(screen.getByLabelText('ขอให้ตอบภายใน').getAttribute('aria-describedby')?.split(' ')).toContain(help.id);
  });
});
