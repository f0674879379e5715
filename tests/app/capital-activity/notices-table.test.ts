import { describe, expect, it } from 'vitest';
import type { NoticeDocument } from '../../../src/api/notice';
import {
  fileSize,
  noticesTable,
} from '../../../src/app/pages/capital-activity/notices/notices-table';

const notice = (over: Partial<NoticeDocument>): NoticeDocument => ({
  id: 'n-1',
  commitment_id: 'c-1',
  lp: 'Aldridge State Pension Fund',
  fund_entity_name: 'Harborview Capital Partners IV, L.P.',
  status: 'successful_generation',
  filename: 'Capital call 2 - Aldridge State Pension Fund.pdf',
  size: 3_789,
  generated_at: '2026-11-26T23:49:00.000Z',
  ...over,
});

describe('notices table of a capital call', () => {
  it('reads sizes in bytes, KB and MB (1,024 each)', () => {
    expect(fileSize(null)).toBeNull();
    expect(fileSize(900)).toBe('900 B');
    // 3,789 / 1,024 = 3.700…
    expect(fileSize(3_789)).toBe('3.7 KB');
    // 1,572,864 = 1.5 × 1,024 × 1,024
    expect(fileSize(1_572_864)).toBe('1.5 MB');
  });

  it('labels each status as spec §4 does and offers Download only for a notice that is Done', () => {
    const table = noticesTable([
      notice({}),
      notice({ id: 'n-2', status: 'out_of_date' }),
      notice({ id: 'n-3', status: 'failed_generation', size: null, generated_at: null }),
      notice({ id: 'n-4', status: 'generating', size: null, generated_at: null }),
    ]);
    expect(table.rows.map((r) => r.cells.status!.value)).toEqual([
      { type: 'text', text: 'Done' },
      { type: 'text', text: 'Out of date' },
      { type: 'text', text: 'Incomplete' },
      { type: 'text', text: 'Generating' },
    ]);
    expect(table.rows.map((r) => r.cells.download!.link ?? null)).toEqual([
      { type: 'button', action: 'download', label: 'Download' },
      null,
      null,
      null,
    ]);
    expect(table.rows[2]!.cells.size!.value).toEqual({ type: 'text', text: null });
    expect(table.columns.map((c) => c.title)).toEqual([
      'LP',
      'Fund entity',
      'Status',
      'Download',
      'Size',
      'Generated at',
      'File',
    ]);
  });
});
