/** Enumeration values as people read them: "limited_partnership" → "Limited partnership". */
export const humanize = (value: string) => {
  const spaced = value.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};
