import { useQuery } from '@tanstack/react-query';
import { Link, Redirect, useLocation, useParams } from 'wouter';
import { css } from 'styled-system/css';
import type { InvestorClassDetail } from '../../../../api/investor-classes';
import { button } from '../../../components/button-styles';
import { MoneyText } from '../../../components/MoneyText';
import { card, page, pageTitle, tableStyle } from '../../../components/page-styles';
import { PageTabs } from '../../../components/PageTabs';
import { usePermissions } from '../../../lib/use-permissions';
import { fundConfigurationQueries } from '../../../queries/fund-configuration-queries';
import { ClassBasicForm } from './ClassBasicForm';
import { ClassDeleteButton } from './ClassDeleteButton';
import { ClassFeeOverrideForm } from './ClassFeeOverrideForm';
import { ClassTransactionCodes } from './ClassTransactionCodesForm';
import { ClassWaterfallForm } from './ClassWaterfallForm';
import { classesPath, classPath, type ClassesArea } from './class-input';
import { FeeDetails } from './FeeDetails';
import { ratesText } from './FeesList';
import { ActionsHeader } from '../../../components/ActionsHeader';

const tabs = [
  { id: 'basic', label: 'Basic' },
  { id: 'fees', label: 'Fees' },
  { id: 'waterfall', label: 'Waterfall' },
  { id: 'commitments', label: 'Commitments' },
  { id: 'transaction-codes', label: 'Transaction codes' },
] as const;

function ClassFees({ investorClass, base }: { investorClass: InvestorClassDetail; base: string }) {
  const { can } = usePermissions();
  const { data: fees = [] } = useQuery(fundConfigurationQueries.fees(investorClass.fund_family_id));
  if (fees.length === 0) return <p className={card}>The fund has no fees yet.</p>;
  return (
    <section className={card}>
      <table className={tableStyle} aria-label="Class fees">
        <thead>
          <tr>
            <th>Fee</th>
            <th>Fund rate</th>
            <th>This class</th>
            {can('config') ? <ActionsHeader /> : null}
          </tr>
        </thead>
        <tbody>
          {fees.map((fee) => {
            const override = investorClass.fee_overrides.find((o) => o.fee_id === fee.id);
            return (
              <tr key={fee.id}>
                <td>
                  <Link href={`${base}/fees/${fee.id}`}>{fee.name}</Link>
                </td>
                <td>{ratesText(fee.rates)}</td>
                <td>{override ? ratesText(override.rates) : 'Fund default'}</td>
                {can('config') ? (
                  <td>
                    <Link
                      href={`${base}/fees/${fee.id}/override`}
                      className={button({ variant: 'secondary' })}
                    >
                      Override
                    </Link>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function ClassWaterfall({ investorClass }: { investorClass: InvestorClassDetail }) {
  const { can } = usePermissions();
  const { data: waterfall, isPending } = useQuery(
    fundConfigurationQueries.waterfall(investorClass.fund_family_id),
  );
  if (isPending) return <p>Loading…</p>;
  if (!waterfall) return <p className={card}>The fund has no waterfall yet: configure it first.</p>;
  if (!can('config'))
    return (
      <p className={card}>
        {investorClass.waterfall_overrides.length === 0
          ? 'Fund defaults.'
          : investorClass.waterfall_overrides
              .map(
                (o) =>
                  `${o.tier_name}: ${[o.rate_percent, o.catch_up_percent, o.carry_percent].filter(Boolean).join(' / ')}%`,
              )
              .join('; ')}
      </p>
    );
  return (
    <ClassWaterfallForm
      key={waterfall.updated_at}
      investorClass={investorClass}
      waterfall={waterfall}
    />
  );
}

function ClassCommitments({ investorClass }: { investorClass: InvestorClassDetail }) {
  if (investorClass.commitments.length === 0)
    return (
      <p className={card}>
        No commitments in this class yet: choose the class when adding a commitment to a closing.
      </p>
    );
  return (
    <section className={card}>
      <table className={tableStyle} aria-label="Class commitments">
        <thead>
          <tr>
            <th>Investor entity</th>
            <th>Fund entity</th>
            <th className={css({ textAlign: 'right!' })}>Commitment</th>
          </tr>
        </thead>
        <tbody>
          {investorClass.commitments.map((c) => (
            <tr key={c.commitment_id}>
              <td>
                <Link
                  href={`/fund-family/${investorClass.fund_family_id}/commitments/${c.commitment_id}/profile`}
                >
                  {c.investor_entity_name}
                </Link>
              </td>
              <td>{c.owning_entity_name}</td>
              <td className={css({ textAlign: 'right' })}>
                <MoneyText cents={c.amount_cents} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * `configuration/classes/{investorClassId}/{tab}` and its fee pages (spec §2); in the setup
 * wizard the same pages under `setup/classes/…`, so following a class keeps the user there.
 */
export function InvestorClassPage({ area = 'configuration' }: { area?: ClassesArea }) {
  const {
    fundFamilyId = '',
    investorClassId = '',
    tab,
    feeId,
    override,
  } = useParams<{
    fundFamilyId: string;
    investorClassId: string;
    tab?: string;
    feeId?: string;
    override?: string;
  }>();
  const [, navigate] = useLocation();
  const base = classPath(fundFamilyId, investorClassId, area);
  const { data: investorClass, error } = useQuery(
    fundConfigurationQueries.investorClass(fundFamilyId, investorClassId),
  );
  const { data: fees = [] } = useQuery(fundConfigurationQueries.fees(fundFamilyId));
  // In the wizard the class sits in the step's column, which is already inside the page.
  const Frame = area === 'setup' ? 'section' : 'main';
  const frameClass = area === 'setup' ? undefined : page;
  if (error) return <Frame className={frameClass}>No such class in this fund family.</Frame>;
  if (!investorClass) return <Frame className={frameClass}>Loading…</Frame>;
  const fee = feeId ? fees.find((f) => f.id === feeId) : undefined;
  const current = tabs.find((t) => t.id === (feeId ? 'fees' : tab));
  if (!current) return <Redirect to={`${base}/basic`} replace />;
  const classFee = fee && {
    ...fee,
    rates: investorClass.fee_overrides.find((o) => o.fee_id === fee.id)?.rates ?? fee.rates,
  };
  return (
    <Frame className={frameClass}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', mb: '2' })}>
        <h1 className={pageTitle} style={{ marginBottom: 0, flex: 1 }}>
          {investorClass.name}
        </h1>
        <Link href={classesPath(fundFamilyId, area)} className={button({ variant: 'secondary' })}>
          All classes
        </Link>
        <ClassDeleteButton investorClass={investorClass} area={area} />
      </div>
      <PageTabs
        label="Class tabs"
        base={base}
        tabs={tabs}
        currentId={feeId ? undefined : current.id}
      />
      {feeId ? (
        !fee || !classFee ? (
          <p>Loading…</p>
        ) : override ? (
          <ClassFeeOverrideForm
            investorClass={investorClass}
            fee={fee}
            onSaved={() => navigate(`${base}/fees/${fee.id}`)}
          />
        ) : (
          <FeeDetails
            fee={classFee}
            editHref={`${base}/fees/${fee.id}/override`}
            back={`${base}/fees`}
          />
        )
      ) : current.id === 'basic' ? (
        <ClassBasicForm key={investorClass.name} investorClass={investorClass} />
      ) : current.id === 'fees' ? (
        <ClassFees investorClass={investorClass} base={base} />
      ) : current.id === 'waterfall' ? (
        <ClassWaterfall investorClass={investorClass} />
      ) : current.id === 'transaction-codes' ? (
        <ClassTransactionCodes investorClass={investorClass} />
      ) : (
        <ClassCommitments investorClass={investorClass} />
      )}
    </Frame>
  );
}
