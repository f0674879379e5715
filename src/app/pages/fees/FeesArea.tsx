import { Route, Switch } from 'wouter';
import { NotFoundPage } from '../NotFoundPage';
import { FeeLateAdjustmentPage } from './FeeLateAdjustmentPage';
import { FeePostedPage } from './FeePostedPage';
import { FeePostingPage } from './FeePostingPage';
import { FeesDashboardPage } from './FeesDashboardPage';

const base = '/fund-family/:fundFamilyId/fees';

/**
 * Spec §2 fees: post/{feeChargeEventId}/{step} for a draft, {feeChargeEventId}/posted/{tab} once
 * published, late-offsets and late-waivers/{feeChargeEventId}/{adjustmentFundFamilyEventId}, and
 * the dashboard's tabs (postings, basis, offsets-waivers). The other posted tabs are not built yet.
 */
export function FeesArea() {
  return (
    <Switch>
      <Route path={`${base}/post/:eventId/:step?`} component={FeePostingPage} />
      <Route path={`${base}/:eventId/posted/:tab?`} component={FeePostedPage} />
      <Route
        path={`${base}/late-offsets/:chargeId/:adjustmentId`}
        component={FeeLateAdjustmentPage}
      />
      <Route
        path={`${base}/late-waivers/:chargeId/:adjustmentId`}
        component={FeeLateAdjustmentPage}
      />
      <Route path={`${base}/:tab?`} component={FeesDashboardPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
