import { type ConditionGroup, emptyFilter } from '@parley/core/conditions/model';

// Condition builders shared by the integration tests of the features that filter contacts
// (segments' condition trees, saved views' pageQuery).

/** "Group 1": one contact-attribute condition, "firstName equals `firstName`". */
export function firstNameGroup(firstName: string): ConditionGroup {
  return {
    name: 'Group 1',
    joinType: 'all',
    conditions: [
      {
        conditionalType: 'contactAttribute',
        eventName: null,
        eventOperator: 'isSet',
        lastEventOnly: false,
        eventCount: null,
        filters: [
          {
            ...emptyFilter(),
            propertyName: 'firstName',
            propertyType: 'string',
            propertyOperator: 'equals',
            propertyValue: firstName,
          },
        ],
      },
    ],
  };
}
