// The ten condition trees the segments bench counts: attribute filters on typed columns and custom
// properties, event counts in relative windows, lastEventOnly, and nested All / Any / None groups.
// `simple` trees (one filter on one typed, indexed contact column) have the 100 ms budget; every tree
// has 1 s. A filter on a custom property reads each contact's JSON (no index can hold every key), so
// it is measured against the 1 s budget (bench/segments/README.md).
import type {
  Condition,
  ConditionGroup,
  ConditionTree,
  Filter,
  JoinType,
} from '@parley/core/conditions/model';

export type BenchTree = { name: string; simple: boolean; tree: ConditionTree };

function filter(
  propertyName: string,
  propertyType: Filter['propertyType'],
  propertyOperator: Filter['propertyOperator'],
  propertyValue: Filter['propertyValue'] = null,
  relativeDateValue: string | null = null,
): Filter {
  return {
    propertyName,
    propertyFieldId: null,
    propertyType,
    propertyOperator,
    propertyValue,
    dateComparisonType: relativeDateValue ? 'relative' : null,
    relativeDateValue,
  };
}

const within = (relative: string) => filter('timestamp', 'datetime', 'onOrAfter', null, relative);

function attributes(...filters: Filter[]): Condition {
  return {
    conditionalType: 'contactAttribute',
    eventName: null,
    eventOperator: 'isSet',
    filters,
    lastEventOnly: false,
  };
}

function event(
  eventName: string,
  options: Partial<Pick<Condition, 'conditionalType' | 'eventOperator' | 'lastEventOnly' | 'eventCount'>>,
  ...filters: Filter[]
): Condition {
  return {
    conditionalType: options.conditionalType ?? 'customEvent',
    eventName,
    eventOperator: options.eventOperator ?? 'isSet',
    filters,
    lastEventOnly: options.lastEventOnly ?? false,
    eventCount: options.eventCount ?? null,
  };
}

const group = (joinType: JoinType, ...conditions: Condition[]): ConditionGroup => ({
  name: 'Group',
  joinType,
  conditions,
});
const tree = (joinType: JoinType, ...groups: ConditionGroup[]): ConditionTree => ({ joinType, groups });
const one = (condition: Condition) => tree('all', group('all', condition));

export const BENCH_TREES: BenchTree[] = [
  {
    name: 'first name is Ann',
    simple: true,
    tree: one(attributes(filter('firstName', 'string', 'equals', 'ann'))),
  },
  {
    name: 'email equals one address',
    simple: true,
    tree: one(attributes(filter('email', 'string', 'equals', 'user4242@example.com'))),
  },
  {
    name: 'last name is Garcia',
    simple: true,
    tree: one(attributes(filter('lastName', 'string', 'equals', 'GARCIA'))),
  },
  {
    name: 'plan is enterprise (custom property, 25 %)',
    simple: false,
    tree: one(attributes(filter('plan', 'string', 'equals', 'enterprise'))),
  },
  {
    name: 'purchased in the last 30 days',
    simple: false,
    tree: one(event('purchase', {}, within('now-30d'))),
  },
  {
    name: '≥ 3 page views in the last 7 days',
    simple: false,
    tree: one(event('page_viewed', { eventCount: { operator: 'atLeast', value: 3 } }, within('now-7d'))),
  },
  { name: 'never purchased', simple: false, tree: one(event('purchase', { eventOperator: 'isNotSet' })) },
  {
    name: 'latest purchase over 250',
    simple: false,
    tree: one(event('purchase', { lastEventOnly: true }, filter('amount', 'number', 'greaterThan', 250))),
  },
  {
    name: 'VIP: paid plan and opted in, and (2 purchases in 30 d or lifetime value > 4,000)',
    simple: false,
    tree: tree(
      'all',
      group(
        'all',
        attributes(filter('plan', 'string', 'isOneOf', ['pro', 'enterprise'])),
        attributes(filter('optIn', 'boolean', 'equals', true)),
      ),
      group(
        'any',
        event('purchase', { eventCount: { operator: 'atLeast', value: 2 } }, within('now-30d')),
        attributes(filter('lifetimeValue', 'number', 'greaterThan', 4000)),
      ),
    ),
  },
  {
    name: 'win-back: old, scored, none of email/SMS/call in 14 d, referral or gold',
    simple: false,
    tree: tree(
      'all',
      group(
        'all',
        attributes(filter('contactCreatedAt', 'datetime', 'before', null, 'now-180d')),
        attributes(filter('leadScore', 'number', 'greaterThanOrEqual', 50)),
      ),
      group(
        'none',
        event('email_opened', {}, within('now-14d')),
        event('sms_clicked', {}, within('now-14d')),
        event('call.completed', { conditionalType: 'parleyVoiceEvent' }, within('now-14d')),
      ),
      group(
        'any',
        attributes(filter('signupSource', 'string', 'equals', 'referral')),
        attributes(filter('rvProperties.tier', 'string', 'equals', 'gold')),
      ),
    ),
  },
];
