import { Redirect, Route, Switch, useParams } from 'wouter';
import { page, pageTitle } from '../../../components/page-styles';
import { ClassesList } from './ClassesList';
import { FeeBasisPage } from './FeeBasisPage';
import { FundConfigurationPage } from './FundConfigurationPage';
import { InvestorClassPage } from './InvestorClassPage';
import { NoticesConfigurationPage } from './notices/NoticesConfigurationPage';

const base = '/fund-family/:fundFamilyId/configuration';

function ClassesPage() {
  const { fundFamilyId = '' } = useParams<{ fundFamilyId: string }>();
  return (
    <main className={page}>
      <h1 className={pageTitle}>Classes</h1>
      <ClassesList fundFamilyId={fundFamilyId} />
    </main>
  );
}

function ToClassPage() {
  const params = useParams<{ fundFamilyId: string; '*': string }>();
  return (
    <Redirect
      to={`/fund-family/${params.fundFamilyId}/configuration/classes/${params['*']}`}
      replace
    />
  );
}

/**
 * Spec §2 configuration pages of fees, waterfall and classes: `fund/{tab}` and `classes`; and
 * `notices/{tab}` (service staff).
 */
export function ConfigurationArea() {
  return (
    <Switch>
      <Route path={`${base}/fund/classes/*`} component={ToClassPage} />
      <Route path={`${base}/fund/fee-basis/:feeBasisId`} component={FeeBasisPage} />
      <Route path={`${base}/fund/fees/*?`} component={FundConfigurationPage} />
      <Route path={`${base}/fund/:tab?`} component={FundConfigurationPage} />
      <Route path={`${base}/classes`} component={ClassesPage} />
      <Route path={`${base}/notices/:tab?`} component={NoticesConfigurationPage} />
      <Route path={`${base}/classes/:investorClassId/fees/:feeId/:override?`}>
        <InvestorClassPage />
      </Route>
      <Route path={`${base}/classes/:investorClassId/:tab?`}>
        <InvestorClassPage />
      </Route>
    </Switch>
  );
}
