/** Where the fund family's capital activity lives; every capital event page hangs under it. */
export const capitalActivityBase = (fundFamilyId: string) =>
  `/fund-family/${fundFamilyId}/capital-activity`;
