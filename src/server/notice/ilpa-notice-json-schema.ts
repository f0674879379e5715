import { toJsonSchema } from '@valibot/to-json-schema';
import { ilpaNoticeDataSchema } from '../../api/ilpa-notice';

/** Where the committed JSON Schema lives, from the repository's root. */
export const ilpaNoticeJsonSchemaPath = 'docs/ilpa-notice.schema.json';

/**
 * The JSON Schema of GET …/ilpa-notice-data/, made from the valibot schema the API answers
 * with, so an LP's system can check a notice without our code. Committed at
 * docs/ilpa-notice.schema.json (scripts/ilpa-notice-schema.ts writes it; a test holds the file
 * to this function's output).
 */
export function ilpaNoticeJsonSchema() {
  const { $schema, ...schema } = toJsonSchema(ilpaNoticeDataSchema, {
    target: 'draft-2020-12',
    errorMode: 'throw',
  });
  return {
    $schema,
    $id: 'https://fundline.example/schemas/ilpa-notice.schema.json',
    title: 'ILPA Capital Call & Distribution Notice',
    description:
      "A capital call's or a distribution's notice per limited partner with the ILPA template's " +
      'line items (docs/ilpa-notice.md). Amounts are decimal strings in the fund currency.',
    ...schema,
  };
}

/** The file's text: two-space JSON and a final newline, as prettier leaves it. */
export const ilpaNoticeJsonSchemaText = () =>
  `${JSON.stringify(ilpaNoticeJsonSchema(), null, 2)}\n`;
