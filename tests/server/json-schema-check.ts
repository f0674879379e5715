/**
 * The JSON Schema keywords docs/ilpa-notice.schema.json uses, checked against a document, so a
 * test reads the committed file as an LP's system would (no JSON Schema validator is a
 * dependency here). An unknown keyword fails loudly rather than passing unchecked.
 */
type Schema = Record<string, unknown>;
const known = new Set([
  '$schema',
  '$id',
  'title',
  'description',
  'type',
  'properties',
  'required',
  'items',
  'pattern',
  'format',
  'const',
  'enum',
]);

export function jsonSchemaProblems(schema: Schema, value: unknown, at = '$'): string[] {
  const unknown = Object.keys(schema).filter((k) => !known.has(k));
  if (unknown.length) return [`${at}: keywords not checked here: ${unknown.join(', ')}`];
  const problems: string[] = [];
  const type = schema.type as string | undefined;
  const typeOf = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
  if (type && type !== typeOf) return [`${at}: ${typeOf}, not ${type}`];
  if ('const' in schema && schema.const !== value) problems.push(`${at}: not the const`);
  if (schema.enum && !(schema.enum as unknown[]).includes(value))
    problems.push(`${at}: not in enum`);
  if (typeof value === 'string') {
    if (schema.pattern && !new RegExp(schema.pattern as string, 'u').test(value))
      problems.push(`${at}: ${value} does not match ${String(schema.pattern)}`);
    if (schema.format === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value))
      problems.push(`${at}: ${value} is not a date`);
  }
  if (typeOf === 'object') {
    const object = value as Record<string, unknown>;
    for (const key of (schema.required as string[] | undefined) ?? [])
      if (!(key in object)) problems.push(`${at}.${key}: missing`);
    const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
    for (const [key, child] of Object.entries(properties))
      if (key in object) problems.push(...jsonSchemaProblems(child, object[key], `${at}.${key}`));
  }
  if (typeOf === 'array' && schema.items)
    (value as unknown[]).forEach((item, i) =>
      problems.push(...jsonSchemaProblems(schema.items as Schema, item, `${at}[${i}]`)),
    );
  return problems;
}
