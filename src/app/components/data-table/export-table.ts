import { buildWorkbook, workbookBytes, type ExportInput } from './export-xlsx';
import { exportFileName } from './sanitize-file-name';

/** Builds and downloads the .xlsx; exceljs is loaded only when someone exports. */
export async function exportTable(input: ExportInput): Promise<void> {
  const { default: Excel } = await import('exceljs');
  const workbook = buildWorkbook(Excel, input);
  const buffer = await workbookBytes(workbook);
  const blob = new Blob([buffer], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(input.title);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
