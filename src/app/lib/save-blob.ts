/**
 * Hands a file fetched with the session's token to the browser as a download: a plain link
 * would carry no token (spec §7 downloads that are not object-store URLs).
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
