import { Route, Switch } from 'wouter';
import { css } from 'styled-system/css';
import { card, page, pageTitle } from '../../components/page-styles';
import { useFeatureFlag } from '../../lib/use-permissions';
import { NotFoundPage } from '../NotFoundPage';
import { ImportEventPage } from './ImportEventPage';
import { InputEntriesPage } from './InputEntriesPage';
import { IntegrationPage } from './IntegrationPage';
import { IntegrationsListPage } from './IntegrationsListPage';

/** Spec §2 general-ledger, behind the general_ledger feature flag of the selected customer. */
export function GeneralLedgerArea() {
  const enabled = useFeatureFlag('general_ledger');
  if (!enabled)
    return (
      <main className={page}>
        <h1 className={pageTitle}>General ledger</h1>
        <section className={card}>
          <p className={css({ color: 'gray.700' })} data-testid="general-ledger-disabled">
            The general ledger integration is not enabled for this customer. Ask your administrator
            to turn on the general_ledger feature.
          </p>
        </section>
      </main>
    );
  return (
    <Switch>
      <Route path="/general-ledger" component={IntegrationsListPage} />
      <Route path="/general-ledger/input-entries/:integrationId/:importEventId?">
        {(params) => (
          <InputEntriesPage
            integrationId={params.integrationId}
            importEventId={params.importEventId}
          />
        )}
      </Route>
      <Route path="/general-ledger/import-event/:integrationId/:importEventId">
        {(params) => (
          <ImportEventPage
            integrationId={params.integrationId}
            importEventId={params.importEventId}
          />
        )}
      </Route>
      <Route path="/general-ledger/:integrationId/:tab?">
        {(params) => <IntegrationPage integrationId={params.integrationId} tab={params.tab} />}
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
