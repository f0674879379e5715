import { exportSheet, type ExportInput } from './export-xlsx';
import type { ExportWorkerAnswer } from './export-worker';
import { exportFileName } from './sanitize-file-name';

/** The .xlsx bytes, written by exceljs in a worker so the page stays responsive. */
export function exportBytes(input: ExportInput): Promise<ArrayBuffer> {
  const sheet = exportSheet(input);
  const worker = new Worker(new URL('./export-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<ArrayBuffer>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<ExportWorkerAnswer>) => {
      if ('bytes' in event.data) resolve(event.data.bytes);
      else reject(new Error(event.data.error));
    };
    worker.onerror = (event) => reject(new Error(event.message || 'The export failed'));
    worker.postMessage(sheet);
  }).finally(() => worker.terminate());
}

/** Builds and downloads the .xlsx of the table as shown. */
export async function exportTable(input: ExportInput): Promise<void> {
  const bytes = await exportBytes(input);
  const blob = new Blob([bytes], {
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
