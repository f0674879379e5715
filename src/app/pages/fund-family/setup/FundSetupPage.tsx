import { useQuery } from '@tanstack/react-query';
import { Link, Redirect, Route, Switch, useParams } from 'wouter';
import { css } from 'styled-system/css';
import { token } from 'styled-system/tokens';
import { page, pageTitle } from '../../../components/page-styles';
import { fundQueries } from '../../../queries/fund-queries';
import { CompleteSetupBox } from './CompleteSetupBox';
import type { SetupStepState } from './setup-progress';
import { useSetupProgress } from './use-setup-progress';
import { FundStructureStep } from './FundStructureStep';
import { DatesStep } from './DatesStep';
import { ProfileStep } from './ProfileStep';
import { TransactionsStep } from './TransactionsStep';
import { CalculationsStep } from './CalculationsStep';
import { ClassesList } from '../configuration/ClassesList';
import { InvestorClassPage } from '../configuration/InvestorClassPage';
import { FeesArea } from '../configuration/FeesArea';
import { WaterfallStep } from '../configuration/WaterfallStep';

function FeesStep({ fundFamilyId }: { fundFamilyId: string }) {
  return <FeesArea fundFamilyId={fundFamilyId} base={`/fund-family/${fundFamilyId}/setup/fees`} />;
}

const classPages = '/fund-family/:fundFamilyId/setup/classes/:investorClassId';

/** Setup step "Classes": the list, and a class opened from it, still inside the wizard. */
function ClassesStep({ fundFamilyId }: { fundFamilyId: string }) {
  return (
    <Switch>
      <Route path={`${classPages}/fees/:feeId/:override?`}>
        <InvestorClassPage area="setup" />
      </Route>
      <Route path={`${classPages}/:tab?`}>
        <InvestorClassPage area="setup" />
      </Route>
      <Route>
        <ClassesList fundFamilyId={fundFamilyId} area="setup" />
      </Route>
    </Switch>
  );
}

const steps = [
  { id: 'profile', label: 'Profile', view: ProfileStep },
  { id: 'dates', label: 'Dates', view: DatesStep },
  { id: 'fund-structure', label: 'Fund Structure', view: FundStructureStep },
  { id: 'transactions', label: 'Transactions', view: TransactionsStep },
  { id: 'calculations', label: 'Calculations', view: CalculationsStep },
  { id: 'fees', label: 'Default Fees', view: FeesStep },
  { id: 'waterfalls', label: 'Default Waterfalls', view: WaterfallStep },
  { id: 'classes', label: 'Classes', view: ClassesStep },
] as const;

const marks = {
  done: { text: 'Done', color: 'green.800', bg: 'green.100' },
  to_do: { text: 'To do', color: 'gray.700', bg: 'gray.100' },
  optional: { text: 'Optional', color: 'gray.600', bg: 'transparent' },
} as const;

/** A step's state in words beside its name, so a glance down the list shows what is left. */
function StepMark({ state }: { state: SetupStepState | undefined }) {
  if (!state) return null;
  const mark = marks[state];
  return (
    <span
      data-testid="setup-step-mark"
      className={css({ fontSize: 'xs', fontWeight: 'medium', px: '1.5', borderRadius: '4px' })}
      style={{ color: token(`colors.${mark.color}`), background: token(`colors.${mark.bg}`) }}
    >
      {state === 'done' ? '✓ ' : ''}
      {mark.text}
    </span>
  );
}

/** `/fund-family/{id}/setup/{step}`: the draft-fund setup wizard. */
export function FundSetupPage() {
  const { fundFamilyId = '', step } = useParams<{ fundFamilyId: string; step?: string }>();
  const { data: fund } = useQuery(fundQueries.detail(fundFamilyId));
  const progress = useSetupProgress(fundFamilyId);
  const current = steps.find((s) => s.id === step);
  if (!current) return <Redirect to={`/fund-family/${fundFamilyId}/setup/profile`} replace />;
  const View = current.view;
  return (
    <main className={page} style={{ maxWidth: 1400 }}>
      <h1 className={pageTitle}>{fund ? `${fund.name} — setup` : 'Setup'}</h1>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: '220px minmax(0, 1fr)',
          gap: '6',
          alignItems: 'start',
        })}
      >
        <aside>
          <nav aria-label="Setup steps">
            <ol className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
              {steps.map((s, index) => (
                <li key={s.id}>
                  <Link
                    href={`/fund-family/${fundFamilyId}/setup/${s.id}`}
                    aria-current={s.id === current.id ? 'step' : undefined}
                    className={css({
                      display: 'flex',
                      alignItems: 'center',
                      gap: '2',
                      px: '3',
                      py: '2',
                      borderRadius: '6px',
                      _hover: { bg: 'gray.100' },
                      '&[aria-current=step]': { bg: '#e0e7ff', fontWeight: 'semibold' },
                    })}
                  >
                    <span className={css({ flex: 1 })}>
                      {index + 1}. {s.label}
                    </span>
                    <StepMark state={progress[s.id]} />
                  </Link>
                </li>
              ))}
            </ol>
          </nav>
          <CompleteSetupBox fundFamilyId={fundFamilyId} />
        </aside>
        <View fundFamilyId={fundFamilyId} />
      </div>
    </main>
  );
}
