/**
 * What an event's Name field says happens when it is left empty: a saved draft keeps its name
 * (its PUT keeps the name it has), a new event takes the fund family's next default name.
 */
export function eventNameHint(
  savedName: string | undefined,
  defaultName: string | undefined,
): string | undefined {
  const name = savedName ?? defaultName;
  return name ? `Left empty: ${name}` : undefined;
}
