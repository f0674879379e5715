/**
 * Shared grid state travels as gzip + base64 (spec §7), using the platform's
 * CompressionStream so no library rides along.
 */
export async function encodeTableState(state: unknown): Promise<string> {
  const input = new Blob([JSON.stringify(state)])
    .stream()
    .pipeThrough(new CompressionStream('gzip'));
  const bytes = new Uint8Array(await new Response(input).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Spec §8: a state that fails to decode is logged and gives null. */
export async function decodeTableState<T>(encoded: string): Promise<T | null> {
  try {
    const binary = atob(encoded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const output = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
    return JSON.parse(await new Response(output).text()) as T;
  } catch (error) {
    console.error('Could not decode the saved grid state', error);
    return null;
  }
}
