import { Route, Switch } from 'wouter';
import { NotFoundPage } from '../NotFoundPage';
import { FeePostedPage } from './FeePostedPage';
import { FeePostingPage } from './FeePostingPage';
import { FeesDashboardPage } from './FeesDashboardPage';

const base = '/fund-family/:fundFamilyId/fees';

/**
 * Spec §2 fees: the dashboard (postings tab), post/{feeChargeEventId}/{step} for a draft and
 * {feeChargeEventId}/posted/{tab} once published. Late offsets and waivers, the basis and
 * offsets-waivers tabs and the other posted tabs are not built yet.
 */
export function FeesArea() {
  return (
    <Switch>
      <Route path={base} component={FeesDashboardPage} />
      <Route path={`${base}/post/:eventId/:step?`} component={FeePostingPage} />
      <Route path={`${base}/:eventId/posted/:tab?`} component={FeePostedPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
