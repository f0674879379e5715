import { declarePath } from '../machines/declared-path';

// The transfer path transfers.spec walks, step by step; beside the spec because a spec file
// cannot be imported outside Playwright's runner (the workflows page and `npm run paths` read it).

/** A draft given one transferee, then processed at once: its date (2026-01-15) has come. */
export const transferProcessNowPath = declarePath('transfer', 'transfers.spec: process now', [
  { event: { type: 'transfer.transferees_change', transfereeCount: 1 }, state: 'draft' },
  { event: { type: 'transfer.process', due: true }, state: 'processed' },
]);
