import { useParams } from 'wouter';

/** The route parameters of a waterfall review and its subpages. */
export type ReviewParams = {
  fundFamilyId: string;
  eventId: string;
  subEventId: string;
  fundEntityId?: string;
  tierIndex?: string;
  commitmentId?: string;
};

/** Where the review of one fund entity's waterfall and its subpages live (spec §2). */
export function useReviewPaths() {
  const params = useParams<ReviewParams>();
  const { fundFamilyId = '', eventId = '', subEventId = '' } = params;
  const distribution = `/fund-family/${fundFamilyId}/capital-activity/distribution/${eventId}`;
  const review = `${distribution}/review/${subEventId}`;
  return {
    params: { ...params, fundFamilyId, eventId, subEventId },
    distribution,
    review,
    preferredReturn: (fundEntityId: string) => `${review}/fund-preferred-return/${fundEntityId}`,
    tierAudit: (tierIndex: number) => `${review}/tier-audit/${tierIndex}`,
    playground: (tierIndex: number) => `${review}/calculation-playground/${tierIndex}`,
  };
}
