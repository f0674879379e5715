/** Where a fund family's fees live (spec §2 "fees"); every fee page hangs under it. */
export const feesBase = (fundFamilyId: string) => `/fund-family/${fundFamilyId}/fees`;

/** The posting wizard of a draft fee charge event: post/{feeChargeEventId}/{step}. */
export const feePostingHref = (fundFamilyId: string, eventId: string, step = 'basis') =>
  `${feesBase(fundFamilyId)}/post/${eventId}/${step}`;

/** A published fee charge event's read-only pages: {feeChargeEventId}/posted/{tab}. */
export const feePostedHref = (fundFamilyId: string, eventId: string, tab = 'breakdown') =>
  `${feesBase(fundFamilyId)}/${eventId}/posted/${tab}`;

/** Where an event opens: a draft in its wizard, a published one on its posted pages. */
export const feeChargeEventHref = (
  fundFamilyId: string,
  event: { id: string; state: 'draft' | 'published' },
) =>
  event.state === 'draft'
    ? feePostingHref(fundFamilyId, event.id)
    : feePostedHref(fundFamilyId, event.id);

/** A late adjustment of a published charge: late-offsets or late-waivers/{chargeId}/{adjustmentId}. */
export const feeLateAdjustmentHref = (
  fundFamilyId: string,
  chargeId: string,
  adjustment: { id: string; kind: 'late_offsets' | 'late_waivers' },
) =>
  `${feesBase(fundFamilyId)}/${adjustment.kind === 'late_offsets' ? 'late-offsets' : 'late-waivers'}/${chargeId}/${adjustment.id}`;
