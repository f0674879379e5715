import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { distributionSourceLabels, type DistributionSource } from '../../../../api/distribution';
import { waterfallTypeLabels } from '../../../../api/waterfall';
import { LazyDataTable } from '../../../components/data-table/LazyDataTable';
import { FigureCards, moneyFigure } from '../../../components/FigureCards';
import { useFundCurrency } from '../../../components/fund-currency';
import { card } from '../../../components/page-styles';
import { formatDate } from '../../../lib/date-display';
import { ErrorPage } from '../../ErrorPage';
import { DistributionChecks } from '../distribution/DistributionChecks';
import { distributionQueries } from '../distribution/distribution-queries';
import { AuditStepList } from './AuditStepList';
import { ReviewFrame } from './ReviewFrame';
import { useReviewPaths } from './review-paths';
import { partnerTiersTable, tiersTable } from './waterfall-review-tables';

const settingList = css({
  display: 'grid',
  gridTemplateColumns: '220px 1fr',
  rowGap: '1',
  '& dt': { color: 'gray.600' },
});

/**
 * Waterfall review/{fundFamilySubEventId} (spec §2; issue 18 step 4): one fund entity's waterfall
 * of the latest run: the conventions it used (each a visible setting), per tier and per partner
 * what went in and out, the checks as ticks, and the way into the preferred return per
 * contribution, each tier's audit and its playground.
 */
export function WaterfallReviewPage() {
  const paths = useReviewPaths();
  const { fundFamilyId, eventId, subEventId } = paths.params;
  const currency = useFundCurrency();
  const { data: event } = useQuery(distributionQueries.event(fundFamilyId, eventId));
  const {
    data: review,
    error,
    refetch,
  } = useQuery(distributionQueries.review(fundFamilyId, eventId, subEventId));
  const partners = useMemo(() => (review ? partnerTiersTable(review) : undefined), [review]);
  const tiers = useMemo(
    () => (review ? tiersTable(review, paths.review) : undefined),
    [review, paths.review],
  );
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  if (!review) return <main>Loading…</main>;
  const { settings, sub_event: sub } = review;
  return (
    <ReviewFrame
      title={`${sub.fund_entity_name} — waterfall review`}
      subtitle={`${event?.name ?? 'Distribution'} · as of ${formatDate(review.as_of)}`}
      back={[{ href: `${paths.distribution}/overview`, label: event?.name ?? 'Distribution' }]}
    >
      <FigureCards
        label="Waterfall figures"
        figures={[
          {
            id: 'distributable',
            label: 'Distributable',
            ...moneyFigure(sub.distributable_cents, currency),
            explanation: `This entity's share of the proceeds: ${Object.entries(review.by_source)
              .map(
                ([source, cents]) =>
                  `${distributionSourceLabels[source as DistributionSource] ?? source} ${moneyFigure(cents, currency).text}`,
              )
              .join(' + ')}.`,
          },
          {
            id: 'to-partners',
            label: 'To partners',
            ...moneyFigure(sub.to_partners_cents, currency),
            explanation: 'The sum over tiers of what each partner received.',
          },
          {
            id: 'carry',
            label: 'Carried interest',
            ...moneyFigure(sub.to_carry_partner_cents, currency),
            explanation: `Taken from the partners' shares and paid to ${settings.carry_partner.name}.`,
          },
        ]}
      />
      <section className={card} style={{ marginBottom: 20 }} aria-labelledby="conventions">
        <h2 id="conventions" className={css({ fontWeight: 'semibold', mb: '2' })}>
          Conventions of this run
        </h2>
        <dl className={settingList}>
          <dt>Waterfall</dt>
          <dd>{waterfallTypeLabels[settings.waterfall_type]}</dd>
          <dt>Preferred return effect</dt>
          <dd>{settings.pref_effect}</dd>
          <dt>Rounding</dt>
          <dd>{settings.rounding}</dd>
          <dt>Carry partner</dt>
          <dd>{settings.carry_partner.name}</dd>
          <dt>Earlier distributions</dt>
          <dd>{settings.prior_distributions}</dd>
        </dl>
        <p className={css({ mt: '3' })}>
          <Link
            href={paths.preferredReturn(sub.fund_entity_id)}
            className={css({ color: 'blue.700' })}
          >
            Preferred return per contribution
          </Link>
        </p>
      </section>
      <section className={card} style={{ marginBottom: 20 }}>
        <LazyDataTable tableKey="waterfall-review-tiers" title="Tiers" table={tiers} />
      </section>
      <section className={card} style={{ marginBottom: 20 }}>
        <LazyDataTable
          tableKey="waterfall-review-partners"
          title="Per partner and tier"
          table={partners}
        />
      </section>
      <DistributionChecks
        checks={review.checks}
        finalized={event?.state === 'completed' || event?.state === 'out_of_date'}
      />
      {review.steps.length > 0 ? (
        <section className={card}>
          <h2 className={css({ fontWeight: 'semibold', mb: '2' })}>How the run got here</h2>
          <AuditStepList steps={review.steps} label="Steps of the run" />
        </section>
      ) : null}
    </ReviewFrame>
  );
}
