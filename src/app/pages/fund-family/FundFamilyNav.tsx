import { Link, useLocation } from 'wouter';
import { css } from 'styled-system/css';
import { useFeatureFlag } from '../../lib/use-permissions';

const linkStyle = css({
  px: '2',
  py: '1',
  borderRadius: '6px',
  color: 'gray.700',
  _hover: { bg: 'gray.100' },
  '&[aria-current=page]': { bg: '#e0e7ff', color: 'gray.900', fontWeight: 'semibold' },
});

/**
 * The fund's own navigation (spec §2 "fund sidebar"), with the items built so far:
 * Commitments, and Configuration's calculations (split into Performance and Accounting
 * under the performance_metric_mxl_live_eval flag).
 */
export function FundFamilyNav({ fundFamilyId }: { fundFamilyId: string }) {
  const [location] = useLocation();
  const split = useFeatureFlag('performance_metric_mxl_live_eval');
  const base = `/fund-family/${fundFamilyId}`;
  const items = [
    { label: 'Commitments', href: `${base}/commitments`, match: `${base}/commitments` },
    ...(split
      ? [
          {
            label: 'Configuration › Performance calculations',
            href: `${base}/calculations/performance`,
            match: `${base}/calculations/performance`,
          },
          {
            label: 'Configuration › Accounting calculations',
            href: `${base}/calculations/accounting`,
            match: `${base}/calculations/accounting`,
          },
        ]
      : [
          {
            label: 'Configuration › Calculations',
            href: `${base}/calculations/accounting`,
            match: `${base}/calculations`,
          },
        ]),
  ];
  return (
    <nav aria-label="Fund" className={css({ display: 'flex', gap: '2', mb: '3', fontSize: 'sm' })}>
      {items.map((item) => (
        <Link
          key={item.href}
          href={item.href}
          className={linkStyle}
          aria-current={location.startsWith(item.match) ? 'page' : undefined}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
