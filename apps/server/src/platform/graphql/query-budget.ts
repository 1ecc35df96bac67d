import {
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isAbstractType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  SchemaMetaFieldDef,
  type SelectionSetNode,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  type ValueNode,
} from 'graphql';

// What one GraphQL document may ask of the server (issue 11, docs/security/request-limits.md). The
// figures leave several times the room the web app's largest documents need (query-budget.test.ts).

export type QueryBudget = {
  /** Field selections of an operation, aliases included, each fragment counted where it is spread. */
  maxSelections: number;
  /** Top-level fields of one operation: each is at least one trip to the database. */
  maxRootFields: number;
  /** Nesting of fields, the top-level field being 1. */
  maxDepth: number;
  /** Values the answer can hold: each field counts once per item of every list above it. */
  maxCost: number;
};

export const DEFAULT_QUERY_BUDGET: QueryBudget = {
  maxSelections: 500,
  maxRootFields: 5,
  maxDepth: 10,
  maxCost: 200_000,
};

/** Arguments (or input fields of an argument) that set how many items a list answer holds. */
const PAGE_SIZE_NAMES = new Set(['first', 'last', 'limit', 'pageSize', 'size', 'take']);

/**
 * How many items a list counts for when no page size above it says: a brand-wide list (queues,
 * routing rules, a contact list's up to 500 contacts) as DEFAULT_LIST_SIZE; a list inside another
 * list's items (an agent's reservations, a contact's phones) as NESTED_LIST_SIZE.
 */
export const DEFAULT_LIST_SIZE = 100;
export const NESTED_LIST_SIZE = 10;

/** A page size larger than this counts as this, so that a cost stays a finite number to report. */
const MAX_COUNTED_PAGE_SIZE = 1_000_000;

export type QueryMeasure = { selections: number; rootFields: number; depth: number; cost: number };

type Walk = {
  schema: GraphQLSchema;
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  variables: Readonly<Record<string, unknown>>;
  /** Stops the walk early: a fragment spread many times over could otherwise take very long. */
  stopAfterSelections: number;
  measure: QueryMeasure;
};

/**
 * Measures one operation against the schema, fragments expanded where they are spread. Page sizes
 * come from literals or from `variables` (the raw JSON the client sent). Unknown fields count as
 * leaves: validation reports them.
 */
export function measureOperation(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Readonly<Record<string, unknown>>,
  stopAfterSelections = Number.POSITIVE_INFINITY,
): QueryMeasure {
  const rootType = schema.getRootType(operation.operation);
  const walk: Walk = {
    schema,
    fragments,
    variables,
    stopAfterSelections,
    measure: { selections: 0, rootFields: 0, depth: 0, cost: 0 },
  };
  if (rootType)
    walkSelections(walk, operation.selectionSet, rootType, {
      multiplier: 1,
      pageSize: null,
      inList: false,
      depth: 1,
    });
  return walk.measure;
}

type Scope = {
  /** How many times each field here appears in the answer: the product of the lists above. */
  multiplier: number;
  /** A page size given above but not yet spent on a list (`users(size: 50) { items { … } }`). */
  pageSize: number | null;
  /** Whether a list is above. */
  inList: boolean;
  depth: number;
};

function walkSelections(
  walk: Walk,
  selectionSet: SelectionSetNode,
  parentType: GraphQLNamedType,
  scope: Scope,
  fragmentPath: ReadonlySet<string> = new Set(),
): void {
  for (const selection of selectionSet.selections) {
    if (walk.measure.selections > walk.stopAfterSelections) return;
    if (selection.kind === Kind.FIELD) {
      walkField(walk, selection, parentType, scope, fragmentPath);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const typeName = selection.typeCondition?.name.value;
      const type = typeName ? (walk.schema.getType(typeName) ?? parentType) : parentType;
      walkSelections(walk, selection.selectionSet, type, scope, fragmentPath);
    } else {
      const name = selection.name.value;
      const fragment = walk.fragments.get(name);
      // A cycle is a validation error (NoFragmentCycles); here it only must not loop.
      if (!fragment || fragmentPath.has(name)) continue;
      const type = walk.schema.getType(fragment.typeCondition.name.value) ?? parentType;
      walkSelections(walk, fragment.selectionSet, type, scope, new Set([...fragmentPath, name]));
    }
  }
}

function walkField(
  walk: Walk,
  node: FieldNode,
  parentType: GraphQLNamedType,
  scope: Scope,
  fragmentPath: ReadonlySet<string>,
): void {
  const { measure } = walk;
  measure.selections += 1;
  if (scope.depth === 1) measure.rootFields += 1;
  measure.depth = Math.max(measure.depth, scope.depth);
  measure.cost = Math.min(Number.MAX_SAFE_INTEGER, measure.cost + scope.multiplier);
  const field = fieldOf(walk.schema, parentType, node.name.value);
  if (!field || !node.selectionSet) return;

  const pageSize = pageSizeOfArguments(node, walk.variables) ?? scope.pageSize;
  let childScope: Scope = {
    multiplier: scope.multiplier,
    pageSize,
    inList: scope.inList,
    depth: scope.depth + 1,
  };
  if (isListOutput(field.type)) {
    const items = pageSize ?? (scope.inList ? NESTED_LIST_SIZE : DEFAULT_LIST_SIZE);
    const multiplier = Math.min(Number.MAX_SAFE_INTEGER, scope.multiplier * Math.max(1, items));
    childScope = { multiplier, pageSize: null, inList: true, depth: scope.depth + 1 };
  }
  walkSelections(walk, node.selectionSet, getNamedType(field.type), childScope, fragmentPath);
}

function fieldOf(
  schema: GraphQLSchema,
  parentType: GraphQLNamedType,
  name: string,
): GraphQLField<unknown, unknown> | undefined {
  if (name === TypeNameMetaFieldDef.name) return TypeNameMetaFieldDef;
  if (parentType === schema.getQueryType()) {
    if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
    if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
  }
  if (isObjectType(parentType) || isAbstractType(parentType)) {
    // An interface has fields; a union has none but __typename (handled above).
    return 'getFields' in parentType ? parentType.getFields()[name] : undefined;
  }
  return undefined;
}

function isListOutput(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}

/** The page size a field's arguments ask for, looking into input objects (`queryParams: { size }`). */
function pageSizeOfArguments(node: FieldNode, variables: Readonly<Record<string, unknown>>): number | null {
  for (const argument of node.arguments ?? []) {
    const size = PAGE_SIZE_NAMES.has(argument.name.value)
      ? numberOf(argument.value, variables)
      : pageSizeInValue(argument.value, variables);
    if (size !== null) return size;
  }
  return null;
}

function pageSizeInValue(value: ValueNode, variables: Readonly<Record<string, unknown>>): number | null {
  if (value.kind === Kind.OBJECT) {
    for (const field of value.fields) {
      const size = PAGE_SIZE_NAMES.has(field.name.value)
        ? numberOf(field.value, variables)
        : pageSizeInValue(field.value, variables);
      if (size !== null) return size;
    }
    return null;
  }
  if (value.kind === Kind.VARIABLE) return pageSizeInJson(variables[value.name.value], 0);
  return null;
}

function pageSizeInJson(value: unknown, depth: number): number | null {
  if (depth > 3 || typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  for (const [key, child] of Object.entries(value)) {
    const size = PAGE_SIZE_NAMES.has(key) ? countable(child) : pageSizeInJson(child, depth + 1);
    if (size !== null) return size;
  }
  return null;
}

function numberOf(value: ValueNode, variables: Readonly<Record<string, unknown>>): number | null {
  if (value.kind === Kind.INT || value.kind === Kind.FLOAT) return countable(Number(value.value));
  if (value.kind === Kind.VARIABLE) return countable(variables[value.name.value]);
  return null;
}

/** A page size as counted: a finite number, at most MAX_COUNTED_PAGE_SIZE; anything else is no size. */
function countable(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return Math.min(MAX_COUNTED_PAGE_SIZE, Math.max(0, Math.ceil(value)));
}
