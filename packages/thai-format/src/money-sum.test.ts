import { describe, expect, it } from 'vitest';
import { subtractBaht, sumBaht } from './money-sum';

describe('sumBaht', () => {
  it('adds amounts without float drift', () => {
    expect(sumBaht([0.1, 0.2])).toBe(0.3);
  });

  it('keeps satang exact over many lines', () => {
    expect(sumBaht(Array.from({ length: 1000 }, () => 1234.57))).toBe(1_234_570);
  });

  it('is zero for no amounts', () => {
    expect(sumBaht([])).toBe(0);
  });

  it('adds negative amounts', () => {
    expect(sumBaht([100.05, -0.1])).toBe(99.95);
  });
});

describe('subtractBaht', () => {
  it('subtracts without float drift', () => {
    expect(subtractBaht(1000.1, 0.2)).toBe(999.9);
  });

  it('goes below zero when more is deducted than earned', () => {
    expect(subtractBaht(100, 100.01)).toBe(-0.01);
  });
});
