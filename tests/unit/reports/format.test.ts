import { describe, expect, it } from 'vitest';
import { formatValue } from '../../../src/reports/table/format';

describe('report cell formatting', () => {
  it('shows rates as percentages with two decimals', () => {
    expect(formatValue(0.12345, 'rate')).toBe('12.35%');
    expect(formatValue(1, 'rate')).toBe('100.00%');
    expect(formatValue('0.5', 'rate')).toBe('50.00%');
  });
  it("shows empty values as '--'", () => {
    for (const empty of [undefined, null, '']) expect(formatValue(empty, 'rate')).toBe('--');
    expect(formatValue(undefined)).toBe('--');
    expect(formatValue('not a number', 'integer')).toBe('--');
  });
  it('groups thousands; money and decimals keep two decimals, counts none', () => {
    expect(formatValue(1234567.891, 'money')).toBe('1,234,567.89');
    expect(formatValue(2.5, 'decimal')).toBe('2.50');
    expect(formatValue(31502.4, 'integer')).toBe('31,502');
    expect(formatValue(0.00314, 'precise')).toBe('0.0031');
  });
  it("prints money in the metric's currency when it names one, with the currency's sign", () => {
    expect(formatValue(1234567.891, 'money', 'USD')).toBe('$1,234,567.89');
    expect(formatValue(12.5, 'money', 'EUR')).toBe('€12.50');
    expect(formatValue(-3, 'money', 'USD')).toBe('-$3.00');
    expect(formatValue(null, 'money', 'USD')).toBe('--');
    // A currency on another format changes nothing.
    expect(formatValue(2.5, 'decimal', 'USD')).toBe('2.50');
  });
  it('prints dimension values as they are', () => {
    expect(formatValue('dailynews.example')).toBe('dailynews.example');
    expect(formatValue(0)).toBe('0');
  });
});
