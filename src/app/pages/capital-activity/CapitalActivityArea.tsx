import { Route, Switch } from 'wouter';
import { NotFoundPage } from '../NotFoundPage';
import { CapitalActivityPage } from './CapitalActivityPage';
import { CapitalCallPage, NewCapitalCallPage } from './CapitalCallPage';
import { ReallocationPage } from './reallocation/ReallocationPage';
import { DistributionPage, NewDistributionPage } from './distribution/DistributionPage';
import { CalculationPlaygroundPage } from './waterfall-review/CalculationPlaygroundPage';
import { FundPreferredReturnPage } from './waterfall-review/FundPreferredReturnPage';
import { TierAuditPage } from './waterfall-review/TierAuditPage';
import { WaterfallReviewPage } from './waterfall-review/WaterfallReviewPage';

const base = '/fund-family/:fundFamilyId/capital-activity';
const review = `${base}/distribution/:eventId/review/:subEventId`;

/**
 * Spec §2 capital-activity: the events list; calls/new and calls/{eventId}/{step} (allocation,
 * capital-call-overview, capital-call-investor-breakdown, review) for a draft call; and
 * {fundFamilyEventId}/{tab} for a finalized one, read-only. Distributions: distribution/new,
 * distribution/{eventId}/{step} (allocation, overview, investor-breakdown) and each fund
 * entity's waterfall review/{fundFamilySubEventId} with its subpages. A call's notices are its
 * tab `notices` (both modes). Distribution notices, equalization and hybrid waterfalls are not
 * built yet.
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
      <Route path={`${base}/distribution/new`} component={NewDistributionPage} />
      <Route
        path={`${review}/fund-preferred-return/:fundEntityId`}
        component={FundPreferredReturnPage}
      />
      <Route path={`${review}/tier-audit/:tierIndex`} component={TierAuditPage} />
      <Route
        path={`${review}/calculation-playground/:tierIndex/:commitmentId?`}
        component={CalculationPlaygroundPage}
      />
      <Route path={review} component={WaterfallReviewPage} />
      <Route path={`${base}/distribution/:eventId/:step?`} component={DistributionPage} />
      <Route path={`${base}/:eventId/:step?`}>
        <CapitalCallPage mode="view" />
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
