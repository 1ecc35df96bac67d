// The schema's JSON scalar is `unknown` in the generated types (codegen.yml): the generator cannot
// know a field's shape. Fields whose server type is an object (task attributes, a contact's custom
// properties) are read through here. Successful answers are trusted, as every answer's body is
// (docs/web-api-client.md); anything but an object reads as empty.

/** A JSON scalar field that the server always fills with an object. */
export function jsonObject(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  // A non-array object parsed from JSON: its keys are strings and its values JSON values.
  return value as Record<string, unknown>;
}
