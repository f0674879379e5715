import { Route, Switch } from 'wouter';
import { NotFoundPage } from '../NotFoundPage';
import { PivotDetailsPage } from './PivotDetailsPage';
import { PivotDraftPage } from './PivotDraftPage';
import { PivotsLayout } from './PivotsLayout';

/** `/pivots` and `/pivots/{viewId}/details` inside the two-pane layout. */
export function PivotsArea() {
  return (
    <PivotsLayout>
      <Switch>
        <Route path="/pivots">
          <PivotDraftPage />
        </Route>
        <Route path="/pivots/:viewId/details" component={PivotDetailsPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </PivotsLayout>
  );
}
