/**
 * What a file's bytes are, read from the bytes themselves: the name and the browser's
 * Content-Type are the uploader's claims, so neither decides what is stored or served.
 */
export type SniffedContent = {
  mimeType: string;
  /** What a user calls it, for messages: "a PDF document". */
  description: string;
  /** The extensions a file with this content may carry. */
  extensions: readonly string[];
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** Where `needle` first occurs in `bytes` (the local file names of a zip are plain text). */
function contains(bytes: Uint8Array, needle: string) {
  const pattern = ascii(needle);
  const last = bytes.length - pattern.length;
  for (let i = 0; i <= last; i++) if (startsWith(bytes, pattern, i)) return true;
  return false;
}

const pdf: SniffedContent = {
  mimeType: 'application/pdf',
  description: 'a PDF document',
  extensions: ['pdf'],
};
const office = (mimeType: string, description: string, extension: string): SniffedContent => ({
  mimeType,
  description,
  extensions: [extension],
});

/** Office Open XML is a zip whose parts live under word/, xl/ or ppt/. */
function sniffZip(bytes: Uint8Array): SniffedContent {
  if (contains(bytes, '[Content_Types].xml') || contains(bytes, '_rels/')) {
    if (contains(bytes, 'word/'))
      return office(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'a Word document',
        'docx',
      );
    if (contains(bytes, 'xl/'))
      return office(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'an Excel workbook',
        'xlsx',
      );
    if (contains(bytes, 'ppt/'))
      return office(
        'application/vnd.openxmlformats-officedocument.presentationml.presentation',
        'a PowerPoint presentation',
        'pptx',
      );
  }
  return { mimeType: 'application/zip', description: 'a zip archive', extensions: ['zip'] };
}

/** Text is valid UTF-8 without NUL bytes; its extension then says which kind of text. */
function sniffText(bytes: Uint8Array): SniffedContent | null {
  if (bytes.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  return { mimeType: 'text/plain', description: 'text', extensions: ['txt', 'csv', 'tsv'] };
}

/** The content the bytes hold, or null when they are none of the kinds the product stores. */
export function sniffContent(bytes: Uint8Array): SniffedContent | null {
  // A PDF's header may follow up to 1 KB of junk (PDF 1.7 §7.5.2 lets readers accept it).
  const head = bytes.subarray(0, 1024);
  if (contains(head, '%PDF-')) return pdf;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mimeType: 'image/png', description: 'a PNG image', extensions: ['png'] };
  if (startsWith(bytes, [0xff, 0xd8, 0xff]))
    return { mimeType: 'image/jpeg', description: 'a JPEG image', extensions: ['jpg', 'jpeg'] };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { mimeType: 'image/gif', description: 'a GIF image', extensions: ['gif'] };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return sniffZip(bytes);
  // The legacy Office formats share one container (OLE2); which one it is the name says.
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return {
      mimeType: 'application/x-ole-storage',
      description: 'a legacy Office file',
      extensions: ['doc', 'xls', 'ppt', 'msg'],
    };
  return sniffText(bytes);
}

/** The content type stored and served for text, which the extension alone distinguishes. */
export function mimeTypeFor(content: SniffedContent, extension: string) {
  if (content.mimeType === 'text/plain') {
    if (extension === 'csv') return 'text/csv';
    if (extension === 'tsv') return 'text/tab-separated-values';
  }
  if (content.mimeType === 'application/x-ole-storage') {
    if (extension === 'doc') return 'application/msword';
    if (extension === 'xls') return 'application/vnd.ms-excel';
    if (extension === 'ppt') return 'application/vnd.ms-powerpoint';
    return 'application/vnd.ms-outlook';
  }
  return content.mimeType;
}
