import { Route, Switch } from 'wouter';
import { NotFoundPage } from '../NotFoundPage';
import { CapitalActivityPage } from './CapitalActivityPage';
import { CapitalCallPage, NewCapitalCallPage } from './CapitalCallPage';
import { ReallocationPage } from './reallocation/ReallocationPage';

const base = '/fund-family/:fundFamilyId/capital-activity';

/**
 * Spec §2 capital-activity: the events list; calls/new and calls/{eventId}/{step} (allocation,
 * capital-call-overview, capital-call-investor-breakdown, review) for a draft call; and
 * {fundFamilyEventId}/{tab} for a finalized one, read-only. Notices, distributions,
 * equalization, waterfalls and reallocation are not built yet.
 */
export function CapitalActivityArea() {
  return (
    <Switch>
      <Route path={base} component={CapitalActivityPage} />
      <Route path={`${base}/calls/new`} component={NewCapitalCallPage} />
      <Route
        path={`${base}/calls/reallocation/:reallocationEventId/:step?`}
        component={ReallocationPage}
      />
      <Route path={`${base}/calls/:eventId/:step?`}>
        <CapitalCallPage mode="edit" />
      </Route>
      <Route path={`${base}/:eventId/:step?`}>
        <CapitalCallPage mode="view" />
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
