import { describe, expect, it } from 'vitest';
import { propertyEntries, propertyValueText } from './property-entries.ts';

describe('propertyEntries (issue 17 item 8: label: value rows, never raw JSON)', () => {
  it('labels each property and orders the rows by label', () => {
    const rows = propertyEntries({ orderId: 'ORD-1001', amount: 42.5, firstOrder: true, coupon: null });
    expect(rows).toEqual([
      { key: 'amount', label: 'Amount', value: 42.5 },
      { key: 'coupon', label: 'Coupon', value: null },
      { key: 'firstOrder', label: 'First order', value: true },
      { key: 'orderId', label: 'Order ID', value: 'ORD-1001' },
    ]);
  });

  it('keeps a list of plain values as one row', () => {
    expect(propertyEntries({ tags: ['vip', 'beta'] })).toEqual([
      { key: 'tags', label: 'Tags', value: ['vip', 'beta'] },
    ]);
  });

  it('turns nested objects and lists of objects into one row per leaf, labelled by path', () => {
    const rows = propertyEntries({
      shipping: { city: 'Chicago', postal_code: '60601' },
      items: [{ sku: 'A-1' }, { sku: 'B-2' }],
      meta: {},
    });
    expect(rows.map((row) => [row.key, row.label, row.value])).toEqual([
      ['items.0.sku', 'Items › 1 › SKU', 'A-1'],
      ['items.1.sku', 'Items › 2 › SKU', 'B-2'],
      ['meta', 'Meta', null],
      ['shipping.city', 'Shipping › City', 'Chicago'],
      ['shipping.postal_code', 'Shipping › Postal code', '60601'],
    ]);
  });

  it('has no rows for an empty bag', () => {
    expect(propertyEntries({})).toEqual([]);
  });
});

describe('propertyValueText', () => {
  it('reads a value in words, never as JSON', () => {
    expect(propertyValueText('Gold')).toBe('Gold');
    expect(propertyValueText(42)).toBe('42');
    expect(propertyValueText(true)).toBe('Yes');
    expect(propertyValueText(false)).toBe('No');
    expect(propertyValueText(null)).toBe('—');
    expect(propertyValueText('')).toBe('—');
    expect(propertyValueText(['a', 2, false])).toBe('a, 2, No');
    expect(propertyValueText([])).toBe('—');
  });
});
