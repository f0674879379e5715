import { noticeStatusLabels, type NoticeDocument } from '../../../../api/notice';
import type { Column, Table } from '../../../../api/table-data';

/** What a row's button asks the page to do; the row id is the notice's id. */
export const noticeActions = { download: 'download' } as const;

// Download beside the status, before the long file name, so it shows without scrolling.
const columns: Column[] = [
  { id: 'lp', title: 'LP', cell_value_type: 'text', initial_sort: 'asc' },
  { id: 'fund_entity', title: 'Fund entity', cell_value_type: 'text', filter_type: 'set' },
  { id: 'status', title: 'Status', cell_value_type: 'text', filter_type: 'set' },
  { id: 'download', title: 'Download', cell_value_type: 'text', is_exported: false },
  { id: 'size', title: 'Size', cell_value_type: 'text' },
  { id: 'generated_at', title: 'Generated at', cell_value_type: 'datetime' },
  { id: 'file', title: 'File', cell_value_type: 'text' },
];

/** A file's size as people read it: bytes, then KB and MB (1,024 each). */
export function fileSize(bytes: number | null): string | null {
  if (bytes === null) return null;
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The call's notices as the product's table (spec §3 "Table data"), one row per LP. */
export function noticesTable(notices: readonly NoticeDocument[]): Table {
  return {
    columns,
    rows: notices.map((notice) => {
      const status = noticeStatusLabels[notice.status];
      const ready = notice.status === 'successful_generation';
      return {
        id: notice.id,
        cells: {
          lp: { value: { type: 'text', text: notice.lp } },
          fund_entity: { value: { type: 'text', text: notice.fund_entity_name } },
          status: { value: { type: 'text', text: status }, filter_values: [status] },
          file: { value: { type: 'text', text: notice.filename } },
          size: {
            value: { type: 'text', text: fileSize(notice.size) },
            sort_key: notice.size ?? -1,
          },
          generated_at: { value: { type: 'datetime', datetime: notice.generated_at } },
          // Only a notice that is Done can be downloaded (the server serves no other).
          download: ready
            ? {
                value: { type: 'text', text: 'Download' },
                link: { type: 'button', action: noticeActions.download, label: 'Download' },
              }
            : { value: { type: 'text', text: null } },
        },
      };
    }),
  };
}
