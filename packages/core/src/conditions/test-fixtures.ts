// Builders for condition tests: complete items with only the fields a test cares about given.
import { type Condition, emptyCondition, emptyFilter, type Filter } from './model.ts';

export function filter(fields: Partial<Filter>): Filter {
  return { ...emptyFilter(), ...fields };
}

export function stringFilter(
  propertyName: string,
  propertyOperator: Filter['propertyOperator'],
  value: Filter['propertyValue'] = null,
): Filter {
  return filter({ propertyName, propertyType: 'string', propertyOperator, propertyValue: value });
}

export function attributeCondition(...filters: Filter[]): Condition {
  return { ...emptyCondition(), conditionalType: 'contactAttribute', filters };
}

export function eventCondition(eventName: string, fields: Partial<Condition> = {}): Condition {
  return { ...emptyCondition(), conditionalType: 'customEvent', eventName, ...fields };
}
