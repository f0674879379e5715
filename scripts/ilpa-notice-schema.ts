// Writes docs/ilpa-notice.schema.json from the API's valibot schema:
// node --import tsx scripts/ilpa-notice-schema.ts
import { writeFileSync } from 'node:fs';
import {
  ilpaNoticeJsonSchemaPath,
  ilpaNoticeJsonSchemaText,
} from '../src/server/notice/ilpa-notice-json-schema';

writeFileSync(ilpaNoticeJsonSchemaPath, ilpaNoticeJsonSchemaText());
console.log(`wrote ${ilpaNoticeJsonSchemaPath}`);
