/** Spec §5 sheet names: / \ [ ] * ? : ' " removed, at most 31 characters (Excel's limit). */
export function sanitizeSheetName(name: string): string {
  const clean = [...name.replace(/[/\\[\]*?:'"]/g, '')].slice(0, 31).join('').trim();
  return clean || 'Sheet1';
}
