import { describe, expect, it } from 'vitest';
import { formatBaht, formatMoney, formatNumber, formatSignedMoney } from './number';

describe('formatMoney', () => {
  it('groups thousands and always shows two decimals', () => {
    expect(formatMoney(1234567.5)).toBe('1,234,567.50');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(-42)).toBe('-42.00');
  });
  it('rounds to the requested places', () => {
    expect(formatMoney(10.005, 0)).toBe('10');
    expect(formatMoney(1.239)).toBe('1.24');
  });
  it('accepts decimal strings, with or without grouping', () => {
    expect(formatMoney('25000')).toBe('25,000.00');
    expect(formatMoney('1,234.5')).toBe('1,234.50');
  });
  it('shows a dash for missing or non-numeric values', () => {
    expect(formatMoney(null)).toBe('-');
    expect(formatMoney(undefined)).toBe('-');
    expect(formatMoney('')).toBe('-');
    expect(formatMoney('abc')).toBe('-');
    expect(formatMoney(Number.NaN)).toBe('-');
  });
});

describe('formatNumber', () => {
  it('shows up to two decimals by default, none when whole', () => {
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(1234.567)).toBe('1,234.57');
  });
  it('honours a smaller number of places', () => {
    expect(formatNumber(3.7, 0)).toBe('4');
  });
  it('uses Arabic digits, not Thai digits', () => {
    expect(formatNumber(9876)).toMatch(/^[0-9,]+$/);
  });
});

describe('formatSignedMoney', () => {
  it('puts + before a rise and the minus sign before a fall, with grouping and two places', () => {
    expect(formatSignedMoney(1234.5)).toBe('+1,234.50');
    expect(formatSignedMoney(-4585.09)).toBe('\u22124,585.09');
    expect(formatSignedMoney(-0.1)).toBe('\u22120.10');
  });

  it('shows no sign for no change, and a dash for no number', () => {
    expect(formatSignedMoney(0)).toBe('0.00');
    expect(formatSignedMoney(null)).toBe('-');
  });
});

describe('formatBaht', () => {
  it('leaves the places off whole baht and keeps both otherwise', () => {
    expect(formatBaht(350000)).toBe('350,000');
    expect(formatBaht(1234.5)).toBe('1,234.50');
    expect(formatBaht(0.05)).toBe('0.05');
    expect(formatBaht(null)).toBe('-');
  });
});
