import { Route, Switch } from 'wouter';
import { AllocationRuleGraphsPage } from './AllocationRuleGraphsPage';
import { AllocationsPlaygroundPage } from './AllocationsPlaygroundPage';
import { RuleGraphCreatePage } from './RuleGraphCreatePage';
import { RuleGraphEditPage } from './RuleGraphEditPage';
import { RuleGraphPage } from './RuleGraphPage';

const base = '/fund-family/:fundFamilyId/structure';

/** Spec §2 configuration "structure": allocation rule graphs, their pages and the playground. */
export function StructureArea() {
  return (
    <Switch>
      <Route path={base} component={AllocationRuleGraphsPage} />
      <Route path={`${base}/allocations-playground`} component={AllocationsPlaygroundPage} />
      <Route path={`${base}/rule/create`} component={RuleGraphCreatePage} />
      <Route path={`${base}/rule/:graphId/edit/:tab?/:child?`} component={RuleGraphEditPage} />
      <Route path={`${base}/rule/:graphId/:tab?`} component={RuleGraphPage} />
    </Switch>
  );
}
