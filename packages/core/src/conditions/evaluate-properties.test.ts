import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type EvaluationContact, evaluateAttributeFilter, evaluateGroup } from './evaluate.ts';
import type { FilterOperator } from './model.ts';
import { resolveRelativeDate } from './relative-date.ts';
import { attributeCondition, filter, stringFilter } from './test-fixtures.ts';

const now = new Date('2024-05-15T18:30:45.123Z');
const storedValue = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.string({ maxLength: 6 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.array(fc.oneof(fc.string({ maxLength: 3 }), fc.integer()), { maxLength: 3 }),
);
const contactWith = (stored: unknown): EvaluationContact => ({
  attributes: stored === undefined ? {} : { p: stored },
  events: [],
});

describe('evaluator invariants (property-based)', () => {
  it('isSet and isNotSet are complements; isNotNull implies isSet', () => {
    fc.assert(
      fc.property(
        storedValue,
        fc.constantFrom('string' as const, 'number' as const),
        (stored, propertyType) => {
          const contact = contactWith(stored);
          const check = (propertyOperator: FilterOperator) =>
            evaluateAttributeFilter(
              filter({ propertyName: 'p', propertyType, propertyOperator }),
              contact,
              now,
            );
          expect(check('isSet')).toBe(!check('isNotSet'));
          if (check('isNotNull')) expect(check('isSet')).toBe(true);
        },
      ),
    );
  });
  it('on a stored string exactly one of equals / notEquals holds; on anything else neither', () => {
    fc.assert(
      fc.property(storedValue, fc.string({ minLength: 1, maxLength: 4 }), (stored, value) => {
        const contact = contactWith(stored);
        const equals = evaluateAttributeFilter(stringFilter('p', 'equals', value), contact, now);
        const notEquals = evaluateAttributeFilter(stringFilter('p', 'notEquals', value), contact, now);
        expect(equals || notEquals).toBe(typeof stored === 'string');
        expect(equals && notEquals).toBe(false);
      }),
    );
  });
  it('a None group is the negation of an Any group over the same conditions', () => {
    fc.assert(
      fc.property(
        storedValue,
        fc.array(fc.constantFrom<FilterOperator>('isSet', 'isNotSet', 'contains'), { maxLength: 4 }),
        (stored, operators) => {
          const conditions = operators.map((operator) =>
            attributeCondition(stringFilter('p', operator, operator === 'contains' ? 'a' : null)),
          );
          const contact = contactWith(stored);
          const none = evaluateGroup({ name: 'g', joinType: 'none', conditions }, contact, now);
          const any = evaluateGroup({ name: 'g', joinType: 'any', conditions }, contact, now);
          expect(none).toBe(!any);
        },
      ),
    );
  });
  it('rounding down never moves past now, and /d-1d is a day before /d', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
        (at) => {
          for (const unit of ['s', 'm', 'h', 'd', 'w', 'M', 'y']) {
            expect(resolveRelativeDate(`now/${unit}`, at)!.getTime()).toBeLessThanOrEqual(at.getTime());
          }
          const day = resolveRelativeDate('now/d', at)!.getTime();
          const before = resolveRelativeDate('now/d-1d', at)!.getTime();
          expect([23, 24, 25]).toContain((day - before) / 3_600_000);
        },
      ),
    );
  });
});
