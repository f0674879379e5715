import { Route, Switch } from 'wouter';
import { CalculationFormPage } from './CalculationFormPage';
import { CalculationsPage } from './CalculationsPage';

const base = '/fund-family/:fundFamilyId/calculations/:category';

/** Spec §2 "calculations/{calculationPageCategory}" and its create and edit pages. */
export function CalculationsArea() {
  return (
    <Switch>
      <Route path={`${base}/create`}>
        <CalculationFormPage kind="transaction" mode="create" />
      </Route>
      <Route path={`${base}/create-mxl`}>
        <CalculationFormPage kind="mxl" mode="create" />
      </Route>
      <Route path={`${base}/create-mxl-with-subcalcs`}>
        <CalculationFormPage kind="mxl" mode="create" withSubCalculations />
      </Route>
      <Route path={`${base}/mxl/:calculationId/edit/:unsafe?`}>
        <CalculationFormPage kind="mxl" mode="edit" />
      </Route>
      <Route path={`${base}/mxl-with-subcalcs/:calculationId/:unsafe?`}>
        <CalculationFormPage kind="mxl" mode="edit" withSubCalculations />
      </Route>
      <Route path={`${base}/:calculationId/edit`}>
        <CalculationFormPage kind="transaction" mode="edit" />
      </Route>
      <Route path={`${base}/:calculationId?`} component={CalculationsPage} />
      <Route path="/fund-family/:fundFamilyId/calculations" component={CalculationsPage} />
    </Switch>
  );
}
