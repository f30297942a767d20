import { describe, expect, it } from 'vitest';
import { parseCell } from '../../../src/features/data-import/cell-values';

describe('import cell values', () => {
  it('reads Buddhist-year dates as the Gregorian dates the database keeps, in both orders', () => {
    expect(parseCell('date', '12/08/2528', 'buddhist')).toEqual({ value: '1985-08-12' });
    expect(parseCell('date', '2569-11-25', 'buddhist')).toEqual({ value: '2026-11-25' });
    expect(parseCell('date', '๑/๒/๒๕๖๙', 'buddhist')).toEqual({ value: '2026-02-01' });
    expect(parseCell('date', '2026-11-25', 'gregorian')).toEqual({ value: '2026-11-25' });
  });

  it('refuses a date in the other calendar than the file says, and dates that do not exist', () => {
    expect(parseCell('date', '12/08/2528', 'gregorian')).toEqual({ error: expect.stringContaining('พ.ศ.') });
    expect(parseCell('date', '12/08/1985', 'buddhist')).toEqual({ error: expect.stringContaining('ค.ศ.') });
    expect(parseCell('date', '30/02/2569', 'buddhist')).toHaveProperty('error');
    expect(parseCell('date', 'พรุ่งนี้', 'gregorian')).toHaveProperty('error');
    // a workbook's date cell is a real date whatever the calendar option
    expect(parseCell('date', new Date(Date.UTC(2026, 10, 25)), 'buddhist')).toEqual({ value: '2026-11-25' });
  });

  it('reads amounts with thousands separators and Thai digits exactly, and refuses a third decimal', () => {
    expect(parseCell('money', '1,234,567.50', 'gregorian')).toEqual({ value: '1234567.50' });
    expect(parseCell('money', '-๑,๒๐๐.๒๕', 'gregorian')).toEqual({ value: '-1200.25' });
    expect(parseCell('money', 1234.5, 'gregorian')).toEqual({ value: '1234.50' });
    expect(parseCell('money', '12,34.00', 'gregorian')).toHaveProperty('error');
    expect(parseCell('money', '10.005', 'gregorian')).toEqual({ error: 'ทศนิยมได้ไม่เกิน 2 ตำแหน่ง' });
    expect(parseCell('rate', '6.125', 'gregorian')).toEqual({ value: '6.125' });
  });

  it('pads membership numbers an export lost the zeros of, and checks national IDs by their check digit', () => {
    expect(parseCell('membership', '1234', 'gregorian')).toEqual({ value: '0001234' });
    expect(parseCell('membership', '12345678', 'gregorian')).toHaveProperty('error');
    expect(parseCell('national-id', '1-1017-00203-45-0', 'gregorian')).toEqual({ value: '1101700203450' });
    expect(parseCell('national-id', '1101700203451', 'gregorian')).toHaveProperty('error');
  });

  it('reads years in the file calendar, flags, signs and heirs', () => {
    expect(parseCell('year', '2569', 'buddhist')).toEqual({ value: '2026' });
    expect(parseCell('year', '2569', 'gregorian')).toHaveProperty('error');
    expect(parseCell('boolean', 'ใช่', 'gregorian')).toEqual({ value: 'true' });
    expect(parseCell('sign', '-1', 'gregorian')).toEqual({ value: '-1' });
    expect(parseCell('heirs', 'นางสุดา มั่นคง:คู่สมรส; นายกิตติ มั่นคง:บุตร', 'gregorian')).toEqual({
      value: JSON.stringify([{ name: 'นางสุดา มั่นคง', relationship: 'คู่สมรส' }, { name: 'นายกิตติ มั่นคง', relationship: 'บุตร' }]),
    });
  });
});
