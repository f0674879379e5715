const reserved = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;
const maxBytes = 255;
const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text).length;

function truncateBytes(text: string, max: number): string {
  if (bytes(text) <= max) return text;
  let cut = '';
  for (const char of text) {
    if (bytes(cut + char) > max) break;
    cut += char;
  }
  return cut;
}

const trimEnd = (text: string) => text.replace(/[. ]+$/, '');

/**
 * Spec §5 export file names: / ? < > \ : * | " removed, control characters, reserved
 * device names and trailing dots or spaces removed, at most 255 UTF-8 bytes.
 */
export function sanitizeFileName(name: string, max = maxBytes): string {
  // eslint-disable-next-line no-control-regex
  const clean = trimEnd(name.replace(/[/?<>\\:*|"]/g, '').replace(/[\x00-\x1f\x80-\x9f]/g, ''));
  if (reserved.test(clean)) return '';
  return trimEnd(truncateBytes(clean, max));
}

/** Keeps the extension when a long title is cut, so the file still opens in Excel. */
export function exportFileName(title: string, extension = '.xlsx'): string {
  const base = sanitizeFileName(title, maxBytes - bytes(extension));
  return `${base || 'export'}${extension}`;
}
