import { useQuery } from '@tanstack/react-query';
import { Redirect, useParams } from 'wouter';
import { fundQueries } from '../../queries/fund-queries';
import { ErrorPage } from '../ErrorPage';

/** Spec §2: a draft fund opens its setup; any other opens its summary. */
export function FundFamilyIndexPage() {
  const { fundFamilyId = '' } = useParams<{ fundFamilyId: string }>();
  const { data, error } = useQuery(fundQueries.detail(fundFamilyId));
  if (error) return <ErrorPage error={error} />;
  if (!data) return null;
  return (
    <Redirect
      to={
        data.state === 'draft'
          ? `/fund-family/${fundFamilyId}/setup/profile`
          : `/fund-family/${fundFamilyId}/summary`
      }
      replace
    />
  );
}
