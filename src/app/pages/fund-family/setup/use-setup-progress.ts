import { useQuery } from '@tanstack/react-query';
import { calculationQueries, transactionCodesQuery } from '../../../queries/calculation-queries';
import { fundConfigurationQueries } from '../../../queries/fund-configuration-queries';
import { fundQueries } from '../../../queries/fund-queries';
import { fundDatesQuery } from './fund-dates-query';
import { setupProgress } from './setup-progress';

/** The wizard's step marks, from the same queries the steps read (so a save updates them). */
export function useSetupProgress(fundFamilyId: string) {
  const fund = useQuery(fundQueries.detail(fundFamilyId)).data;
  const config = useQuery(fundQueries.config(fundFamilyId)).data;
  const dates = useQuery(fundDatesQuery(fundFamilyId)).data;
  const entities = useQuery(fundQueries.entities(fundFamilyId)).data;
  const codes = useQuery(transactionCodesQuery(fundFamilyId)).data;
  const calculations = useQuery(calculationQueries.list(fundFamilyId, 'accounting')).data;
  const fees = useQuery(fundConfigurationQueries.fees(fundFamilyId)).data;
  const waterfall = useQuery(fundConfigurationQueries.waterfall(fundFamilyId));
  const classes = useQuery(fundConfigurationQueries.classes(fundFamilyId)).data;
  return setupProgress({
    targetRaiseSet: config ? config.target_raise_cents !== null : undefined,
    fundStartSet: dates ? dates.fund_start_date !== null : undefined,
    fundEntities: entities?.length,
    transactionCodes: codes?.length,
    calculations: calculations?.length,
    fees: fees?.length,
    feesEnabled: fund?.config.fees_enabled,
    waterfallSaved: waterfall.isSuccess ? waterfall.data !== null : undefined,
    classes: classes?.length,
  });
}
