import { CONTACT_ATTRIBUTE_FIELDS } from '@parley/core/conditions/contact-attributes';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { CONTACT_ATTRIBUTE_COLUMNS, contactAttributeSource } from './conditions-sql-attributes.ts';

// The compiler's column map and core's CONTACT_ATTRIBUTE_FIELDS name the same typed attributes, the
// same columns and the same types, so the evaluator's "null is absent" rule covers exactly these.
const KIND_OF_TYPE = { string: 'text', number: 'number', boolean: 'boolean', datetime: 'timestamp' } as const;

describe('contact attribute columns', () => {
  it('match core’s typed contact attributes one for one', () => {
    expect(Object.keys(CONTACT_ATTRIBUTE_COLUMNS).sort()).toEqual(
      CONTACT_ATTRIBUTE_FIELDS.map((field) => field.fieldName).sort(),
    );
    const dialect = new PgDialect();
    for (const field of CONTACT_ATTRIBUTE_FIELDS) {
      const source = contactAttributeSource(field.fieldName);
      expect(source.kind, field.fieldName).toBe(KIND_OF_TYPE[field.fieldType as keyof typeof KIND_OF_TYPE]);
      expect(dialect.sqlToQuery(source.value).sql, field.fieldName).toBe(`"c"."${field.column}"`);
    }
  });

  it('read other names from custom_properties or rv_properties with the key bound', () => {
    const dialect = new PgDialect();
    const custom = dialect.sqlToQuery(contactAttributeSource('customProperties.plan').value);
    expect(custom).toMatchObject({ sql: '("c"."custom_properties" -> $1::text)', params: ['plan'] });
    expect(dialect.sqlToQuery(contactAttributeSource('plan').value).params).toEqual(['plan']);
    const rv = dialect.sqlToQuery(contactAttributeSource('rvProperties.tier').value);
    expect(rv.sql).toBe('("c"."rv_properties" -> $1::text)');
    expect(rv.params).toEqual(['tier']);
  });
});
