// The export's exceljs work, off the page's thread: building and zipping a hundred thousand
// rows takes seconds, and the page keeps scrolling and answering clicks meanwhile.
import Excel from 'exceljs';
import { buildWorkbook, workbookBytes, type ExportSheet } from './export-xlsx';

export type ExportWorkerAnswer = { bytes: ArrayBuffer } | { error: string };

addEventListener('message', (event: MessageEvent<ExportSheet>) => {
  workbookBytes(buildWorkbook(Excel, event.data)).then(
    (buffer) => {
      const view = buffer as unknown as Uint8Array;
      // exceljs's Buffer may be a window on a larger block: hand over exactly the file.
      const bytes =
        view.byteOffset === 0 && view.byteLength === view.buffer.byteLength
          ? (view.buffer as ArrayBuffer)
          : (view.slice().buffer as ArrayBuffer);
      postMessage({ bytes } satisfies ExportWorkerAnswer, { transfer: [bytes] });
    },
    (error: unknown) => {
      postMessage({ error: String(error) } satisfies ExportWorkerAnswer);
    },
  );
});
