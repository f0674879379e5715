import { queryOptions } from '@tanstack/react-query';
import type { FundDates } from '../../../../api/fund-dates';
import { api } from '../../../lib/api-client';
import { fundQueries } from '../../../queries/fund-queries';

/** The fund's term, periods and named dates (GET dates/): the wizard's dates start here. */
export const fundDatesQuery = (fundFamilyId: string) =>
  queryOptions({
    queryKey: [...fundQueries.all(fundFamilyId), 'dates'],
    queryFn: () =>
      api.get('dates/', { searchParams: { fund_family_id: fundFamilyId } }).json<FundDates>(),
  });
