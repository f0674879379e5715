import type { Fee } from '../../../../api/fees';
import type { InvestorClassDetail } from '../../../../api/investor-classes';
import { useSaveInvestorClass } from '../../../queries/fund-configuration-queries';
import { classInputOf } from './class-input';
import { FeeOverrideForm } from './FeeOverrideForm';

/**
 * `classes/{id}/fees/{feeId}/override`: the class's own rates for one fee. No rates means the
 * class pays the fund's default rate again.
 */
export function ClassFeeOverrideForm({
  investorClass,
  fee,
  onSaved,
}: {
  investorClass: InvestorClassDetail;
  fee: Fee;
  onSaved: () => void;
}) {
  const current = investorClass.fee_overrides.find((o) => o.fee_id === fee.id);
  const save = useSaveInvestorClass(investorClass.fund_family_id, investorClass.id);
  return (
    <FeeOverrideForm
      title={`${fee.name} for ${investorClass.name}`}
      explanation={`The fund’s rate is ${fee.rates.map((r) => `${r.rate_percent}% from ${r.from}`).join(', ')}. Remove every rate to use it again.`}
      rateLabel="Class rate (% a year)"
      initialRates={current?.rates ?? fee.rates}
      save={(rates) => {
        const others = classInputOf(investorClass).fee_overrides.filter((o) => o.fee_id !== fee.id);
        return save.mutateAsync({
          ...classInputOf(investorClass),
          fee_overrides: rates.length > 0 ? [...others, { fee_id: fee.id, rates }] : others,
        });
      }}
      serverPathPrefix={/^fee_overrides\.\d+\./}
      savedTitle={`${investorClass.name}: ${fee.name} saved`}
      onSaved={onSaved}
    />
  );
}
