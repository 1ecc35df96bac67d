import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
} from 'graphql';

// A small generator of GraphQL requests from the schema itself (the authorization matrix): every
// field of Query and Mutation, its arguments built from their types, and a selection of every
// scalar it can answer (so that data which should not come back would show in the body).

export type GraphqlOperation = {
  /** `Query.users`, `Mutation.createTeam`: the key of the expectations table. */
  key: string;
  kind: 'query' | 'mutation';
  name: string;
  field: GraphQLField<unknown, unknown>;
};

/** Every field of the schema's Query and Mutation types, sorted by key. */
export function listGraphqlOperations(schema: GraphQLSchema): GraphqlOperation[] {
  const operations: GraphqlOperation[] = [];
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    if (!type) continue;
    for (const field of Object.values(type.getFields())) {
      operations.push({ key: `${type.name}.${field.name}`, kind, name: field.name, field });
    }
  }
  return operations.sort((a, b) => a.key.localeCompare(b.key));
}

/** Where an argument value is wanted: `path` is the argument, then the input fields down to it. */
export type ArgumentSite = {
  operation: GraphqlOperation;
  path: string[];
  name: string;
  /** The named type (String, ID, Role, QueueInput …). */
  typeName: string;
  required: boolean;
};

/**
 * Values the generator cannot guess from a type alone (real ids, valid emails, phone numbers…).
 * `undefined` leaves the choice to the type; an optional argument is only sent when a hint gives it.
 */
export type ArgumentHints = (site: ArgumentSite) => Promise<unknown> | unknown;

let uniqueCounter = 0;

/** A text no earlier request used: names must not collide with what an earlier case created. */
export function uniqueText(prefix = 'probe'): string {
  uniqueCounter += 1;
  return `${prefix} ${uniqueCounter}`;
}

async function valueFor(
  type: GraphQLInputType,
  site: Omit<ArgumentSite, 'typeName' | 'required'>,
  hints: ArgumentHints,
): Promise<unknown> {
  const required = isNonNullType(type);
  const inner = required ? type.ofType : type;
  const named = getNamedType(inner);
  const hinted = await hints({ ...site, typeName: named.name, required });
  if (hinted !== undefined) return hinted;
  if (!required) return undefined;
  if (isListType(inner)) {
    const item = await valueFor(inner.ofType, site, hints);
    return item === undefined ? [] : [item];
  }
  if (isEnumType(named)) return named.getValues()[0]?.value;
  if (isInputObjectType(named)) return inputObjectValue(named.getFields(), site, hints);
  if (isScalarType(named)) return scalarDefault(named.name);
  return null;
}

async function inputObjectValue(
  fields: Record<string, { name: string; type: GraphQLInputType }>,
  site: Omit<ArgumentSite, 'typeName' | 'required'>,
  hints: ArgumentHints,
): Promise<Record<string, unknown>> {
  const value: Record<string, unknown> = {};
  for (const field of Object.values(fields)) {
    const fieldValue = await valueFor(
      field.type,
      { ...site, path: [...site.path, field.name], name: field.name },
      hints,
    );
    if (fieldValue !== undefined) value[field.name] = fieldValue;
  }
  return value;
}

function scalarDefault(name: string): unknown {
  switch (name) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'DateTime':
      return new Date().toISOString();
    case 'JSON':
      return {};
    default:
      return uniqueText();
  }
}

/** The operation's arguments: every required one, and optional ones a hint fills. */
export async function buildArguments(
  operation: GraphqlOperation,
  hints: ArgumentHints,
): Promise<Record<string, unknown>> {
  const args: Record<string, unknown> = {};
  for (const arg of operation.field.args) {
    const value = await valueFor(arg.type, { operation, path: [arg.name], name: arg.name }, hints);
    if (value !== undefined) args[arg.name] = value;
  }
  return args;
}

/** Every scalar and enum field down to `depth` levels; fields that need arguments are left out. */
export function selectionOf(type: GraphQLOutputType, depth = 3): string {
  const named = getNamedType(type);
  if (isUnionType(named) || isInterfaceType(named)) return '{ __typename }';
  if (!isObjectType(named)) return '';
  const parts: string[] = [];
  for (const field of Object.values(named.getFields())) {
    if (field.args.some((arg) => isNonNullType(arg.type))) continue;
    const inner = getNamedType(field.type);
    if (isObjectType(inner) || isUnionType(inner) || isInterfaceType(inner)) {
      if (depth > 1) parts.push(`${field.name} ${selectionOf(field.type, depth - 1)}`);
    } else {
      parts.push(field.name);
    }
  }
  return `{ ${parts.length ? parts.join(' ') : '__typename'} }`;
}

/** A document for one operation with its arguments as variables, and those variables. */
export function buildDocument(
  operation: GraphqlOperation,
  args: Record<string, unknown>,
): { query: string; variables: Record<string, unknown> } {
  const declared = operation.field.args.filter((arg) => arg.name in args);
  const definitions = declared.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = declared.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const query =
    `${operation.kind}${definitions ? ` (${definitions})` : ''} ` +
    `{ ${operation.name}${passed ? `(${passed})` : ''} ${selectionOf(operation.field.type)} }`;
  return { query, variables: args };
}
