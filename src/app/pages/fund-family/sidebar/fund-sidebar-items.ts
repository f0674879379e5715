export type FundSidebarItem = {
  label: string;
  href: string;
  /** The item is current when the location starts with this path. */
  match: string;
  children?: FundSidebarItem[];
};

/**
 * The fund sidebar of spec §2, with only the items whose pages exist. Fees shows only when fees
 * are enabled (config.fees_enabled). Investments, Credit Facility (only when the first
 * facility is not draft), Financial Reporting, and Configuration's credit facility join this
 * list, in the spec's order, when their pages are built. Notices shows to service staff only.
 */
export function fundSidebarItems({
  fundFamilyId,
  splitCalculations,
  isDraft = true,
  feesEnabled = false,
  notices = false,
}: {
  fundFamilyId: string;
  /** The performance_metric_mxl_live_eval flag splits Calculations into two items. */
  splitCalculations: boolean;
  /** A draft fund configures its LPA in the setup wizard, a later one on the configuration pages. */
  isDraft?: boolean;
  /** Spec §2: the Fees item appears only if fees are enabled. */
  feesEnabled?: boolean;
  /** Configuration → Notices is for service staff (spec §2, §6). */
  notices?: boolean;
}): FundSidebarItem[] {
  const lpaConfig = isDraft ? 'setup/profile' : 'configuration/fund/profile';
  const base = `/fund-family/${fundFamilyId}`;
  const item = (label: string, path: string, match = path): FundSidebarItem => ({
    label,
    href: `${base}/${path}`,
    match: `${base}/${match}`,
  });
  return [
    item('Summary', 'summary'),
    item('Capital Activity', 'capital-activity'),
    item('Commitments', 'commitments/commitments', 'commitments'),
    ...(feesEnabled ? [item('Fees', 'fees')] : []),
    {
      ...item('Configuration', lpaConfig, isDraft ? 'setup' : 'configuration'),
      children: [
        item('LPA config', lpaConfig, isDraft ? 'setup/profile' : 'configuration/fund'),
        item('Fund structure', 'setup/fund-structure'),
        ...(splitCalculations
          ? [
              item('Performance', 'calculations/performance'),
              item('Accounting', 'calculations/accounting'),
            ]
          : [item('Calculations', 'calculations/accounting', 'calculations')]),
        item('Transaction codes', 'setup/transactions'),
        ...(notices
          ? [item('Notices', 'configuration/notices/config', 'configuration/notices')]
          : []),
      ],
    },
  ];
}
