import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from './components/ErrorBoundary';
import { PermissionGate } from './components/PermissionGate';
import { AccountPage } from './pages/AccountPage';
import { AccountSelectorPage } from './pages/AccountSelectorPage';
import { AuditLogPage } from './pages/AuditLogPage';
import { EventsAdminArea } from './pages/events-admin/EventsAdminArea';
import { MailboxPage } from './pages/auth/MailboxPage';
import { CapitalActivityArea } from './pages/capital-activity/CapitalActivityArea';
import { FeesArea } from './pages/fees/FeesArea';
import { ClosingPage } from './pages/fund-family/closing/ClosingPage';
import { CommitmentsPage } from './pages/fund-family/CommitmentsPage';
import { CommitmentDetailPage } from './pages/fund-family/commitment/CommitmentDetailPage';
import { ClassChangeArea } from './pages/fund-family/commitment/class-change/ClassChangeArea';
import { InvestorTransfersArea } from './pages/fund-family/investor-transfers/InvestorTransfersArea';
import { FundFamilyIndexPage } from './pages/fund-family/FundFamilyIndexPage';
import { FundFamilyLayout } from './pages/fund-family/FundFamilyLayout';
import { FundFamilySummaryPage } from './pages/fund-family/FundFamilySummaryPage';
import { FundFamilyListPage } from './pages/fund-family/FundFamilyListPage';
import { FundSetupPage } from './pages/fund-family/setup/FundSetupPage';
import { ConfigurationArea } from './pages/fund-family/configuration/ConfigurationArea';
import { StructureArea } from './pages/structure/StructureArea';
import { EntitiesPage } from './pages/entities/EntitiesPage';
import { EntityBulkAddPage } from './pages/entities/EntityBulkAddPage';
import { EntityEditPage } from './pages/entities/EntityEditPage';
import { FundFamilyInvestorEntityPage } from './pages/fund-family/FundFamilyInvestorEntityPage';
import { InvestorBulkCreatePage } from './pages/investors/InvestorBulkCreatePage';
import { InvestorDetailPage } from './pages/investors/InvestorDetailPage';
import { InvestorsPage } from './pages/investors/InvestorsPage';
import { InternalHomePage } from './pages/internal/InternalHomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { ForbiddenPage } from './pages/ForbiddenPage';
import { SettingsApprovalsPage } from './pages/settings-approvals/SettingsApprovalsPage';
import { SettingsUsersPage } from './pages/settings-users/SettingsUsersPage';
import { AppShell } from './shell/AppShell';
import { HostGate } from './shell/HostGate';

const PivotsArea = lazy(() =>
  import('./pages/pivots/PivotsArea').then((m) => ({ default: m.PivotsArea })),
);
const GeneralLedgerArea = lazy(() =>
  import('./pages/general-ledger/GeneralLedgerArea').then((m) => ({
    default: m.GeneralLedgerArea,
  })),
);
// The calculation editor carries CodeMirror: loaded only when calculations are opened.
const CalculationsArea = lazy(() =>
  import('./pages/calculations/CalculationsArea').then((m) => ({
    default: m.CalculationsArea,
  })),
);
const DataTableGalleryPage = lazy(() =>
  import('./pages/internal/DataTableGalleryPage').then((m) => ({
    default: m.DataTableGalleryPage,
  })),
);
// The workflows page carries the graph-layout library: loaded only when opened.
const WorkflowsPage = lazy(() =>
  import('./pages/internal/WorkflowsPage').then((m) => ({ default: m.WorkflowsPage })),
);

function InternalArea() {
  return (
    <AppShell variant="internal">
      <PermissionGate permission="internal" fallback={<ForbiddenPage />}>
        <Suspense fallback={null}>
          <Switch>
            <Route path="/internal" component={InternalHomePage} />
            <Route path="/internal/workflows" component={WorkflowsPage} />
            <Route path="/internal/mailbox" component={MailboxPage} />
            <Route path="/internal/data-table" component={DataTableGalleryPage} />
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </PermissionGate>
    </AppShell>
  );
}

/** Spec §2: the auth-only address shows only the account and internal areas. */
function AuthOnlyApp() {
  return (
    <Switch>
      <Route path="/internal/*?">
        <InternalArea />
      </Route>
      <Route>
        <AppShell variant="auth">
          <Switch>
            <Route path="/">
              <Redirect to="/account-selector" replace />
            </Route>
            <Route path="/account-selector">
              <AccountSelectorPage />
            </Route>
            <Route path="/account">
              <Redirect to="/account/security" replace />
            </Route>
            <Route path="/account/security" component={AccountPage} />
            <Route component={NotFoundPage} />
          </Switch>
        </AppShell>
      </Route>
    </Switch>
  );
}

/** Every route behind sign-in (spec §2); the ones not listed here show not-found. */
export default function SignedInApp() {
  const [location] = useLocation();
  return (
    <ErrorBoundary resetKey={location}>
      <HostGate authOnly={<AuthOnlyApp />} app={<CustomerApp />} />
    </ErrorBoundary>
  );
}

function CustomerApp() {
  const [location] = useLocation();
  return (
    <Switch>
      <Route path="/internal/*?">
        <InternalArea />
      </Route>
      <Route>
        <AppShell>
          <ErrorBoundary resetKey={location}>
            <Switch>
              <Route path="/">
                <Redirect to="/fund-family" replace />
              </Route>
              <Route path="/fund-family" component={FundFamilyListPage} />
              {/* Every page inside one fund family sits beside the fund sidebar. */}
              <Route path="/fund-family/:fundFamilyId/*?">
                <FundFamilyLayout>
                  <Switch>
                    <Route path="/fund-family/:fundFamilyId" component={FundFamilyIndexPage} />
                    <Route
                      path="/fund-family/:fundFamilyId/summary"
                      component={FundFamilySummaryPage}
                    />
                    <Route
                      path="/fund-family/:fundFamilyId/setup/:step?"
                      component={FundSetupPage}
                    />
                    <Route
                      path="/fund-family/:fundFamilyId/setup/:step/*"
                      component={FundSetupPage}
                    />
                    <Route path="/fund-family/:fundFamilyId/capital-activity/*?">
                      <CapitalActivityArea />
                    </Route>
                    <Route path="/fund-family/:fundFamilyId/fees/*?">
                      <FeesArea />
                    </Route>
                    <Route path="/fund-family/:fundFamilyId/configuration/*">
                      <ConfigurationArea />
                    </Route>
                    <Route path="/fund-family/:fundFamilyId/commitments/change-commitment-class/*">
                      <ClassChangeArea />
                    </Route>
                    <Route
                      path="/fund-family/:fundFamilyId/commitments/:commitmentId/fees/:feeId/:override?"
                      component={CommitmentDetailPage}
                    />
                    <Route
                      path="/fund-family/:fundFamilyId/commitments/:commitmentId/:tab"
                      component={CommitmentDetailPage}
                    />
                    <Route
                      path="/fund-family/:fundFamilyId/commitments/:tab?"
                      component={CommitmentsPage}
                    />
                    <Route path="/fund-family/:fundFamilyId/investor-transfers/*?">
                      <InvestorTransfersArea />
                    </Route>
                    <Route
                      path="/fund-family/:fundFamilyId/closing/:closingId/:mode/:tab?"
                      component={ClosingPage}
                    />
                    <Route
                      path="/fund-family/:fundFamilyId/investor-entities/:investorEntityId/:tab?"
                      component={FundFamilyInvestorEntityPage}
                    />
                    <Route path="/fund-family/:fundFamilyId/calculations/*?">
                      <Suspense fallback={null}>
                        <CalculationsArea />
                      </Suspense>
                    </Route>
                    <Route path="/fund-family/:fundFamilyId/structure/*?">
                      <StructureArea />
                    </Route>
                    <Route component={NotFoundPage} />
                  </Switch>
                </FundFamilyLayout>
              </Route>
              <Route path="/investors" component={InvestorsPage} />
              <Route path="/investors/bulk-create" component={InvestorBulkCreatePage} />
              <Route path="/investors/:investorId/:tab?" component={InvestorDetailPage} />
              <Route path="/entities" component={EntitiesPage} />
              <Route path="/entities/bulk-add-banks">
                <EntityBulkAddPage kind="banks" />
              </Route>
              <Route path="/entities/bulk-add-contacts">
                <EntityBulkAddPage kind="contacts" />
              </Route>
              <Route path="/entities/bulk-add-external-ids">
                <EntityBulkAddPage kind="external_ids" />
              </Route>
              <Route path="/entities/:entityId/:tab?" component={EntityEditPage} />
              <Route path="/general-ledger/*?">
                <Suspense fallback={null}>
                  <GeneralLedgerArea />
                </Suspense>
              </Route>
              <Route path="/pivots/*?">
                <Suspense fallback={null}>
                  <PivotsArea />
                </Suspense>
              </Route>
              <Route path="/account">
                <Redirect to="/account/security" replace />
              </Route>
              <Route path="/account/profile">
                <Redirect to="/account/security" replace />
              </Route>
              <Route path="/account/security" component={AccountPage} />
              <Route path="/account-selector">
                <AccountSelectorPage />
              </Route>
              <Route path="/settings">
                <Redirect to="/settings/users" replace />
              </Route>
              <Route path="/settings/users">
                <PermissionGate permission="admin" fallback={<ForbiddenPage />}>
                  <SettingsUsersPage />
                </PermissionGate>
              </Route>
              <Route path="/settings/approvals">
                <PermissionGate permission="admin" fallback={<ForbiddenPage />}>
                  <SettingsApprovalsPage />
                </PermissionGate>
              </Route>
              <Route path="/admin/events/*?">
                <PermissionGate permission="config" fallback={<ForbiddenPage />}>
                  <EventsAdminArea />
                </PermissionGate>
              </Route>
              <Route path="/auditing">
                <PermissionGate permission="admin" fallback={<ForbiddenPage />}>
                  <AuditLogPage />
                </PermissionGate>
              </Route>
              <Route component={NotFoundPage} />
            </Switch>
          </ErrorBoundary>
        </AppShell>
      </Route>
    </Switch>
  );
}
