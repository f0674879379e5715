import { Route, Switch } from 'wouter';
import { ChangeClassPage } from './ChangeClassPage';
import { ClassChangeHistoryPage } from './ClassChangeHistoryPage';

const base = '/fund-family/:fundFamilyId/commitments/change-commitment-class/:commitmentId';

/** Spec §2 commitments/change-commitment-class/{commitmentId}/{fundFamilyEventId} and /historical. */
export function ClassChangeArea() {
  return (
    <Switch>
      <Route path={`${base}/historical`} component={ClassChangeHistoryPage} />
      <Route path={`${base}/:fundFamilyEventId/:step?`} component={ChangeClassPage} />
    </Switch>
  );
}
