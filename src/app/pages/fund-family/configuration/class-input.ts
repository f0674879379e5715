import type { InvestorClassDetail, InvestorClassInput } from '../../../../api/investor-classes';

/** The PUT body that keeps everything of a class as it is; callers replace the part they edit. */
export const classInputOf = (c: InvestorClassDetail): InvestorClassInput => ({
  name: c.name,
  description: c.description,
  fee_overrides: c.fee_overrides.map(({ fee_id, rates }) => ({ fee_id, rates })),
  waterfall_overrides: c.waterfall_overrides,
});

/** Where a fund's class pages live: its configuration, or the setup wizard's Classes step. */
export type ClassesArea = 'configuration' | 'setup';

export const classesPath = (fundFamilyId: string, area: ClassesArea = 'configuration') =>
  `/fund-family/${fundFamilyId}/${area}/classes`;

export const classPath = (
  fundFamilyId: string,
  investorClassId: string,
  area: ClassesArea = 'configuration',
) => `${classesPath(fundFamilyId, area)}/${investorClassId}`;
