import type { AnyStateMachine } from 'xstate';
import { dataTableViewMachine } from './data-table-view.machine';
import { closingMachine } from './closing.machine';
import { capitalEventMachine } from './capital-event.machine';
import { feeChargeEventMachine } from './fee-charge-event.machine';
import { feeLateAdjustmentMachine } from './fee-late-adjustment.machine';
import { eventCorrectionMachine } from './event-correction.machine';
import { eventCorrectionSampleEvents } from './event-correction-samples';
import { waterfallRunMachine } from './waterfall-run.machine';
import { noticeMachine } from './notice.machine';
import { transferMachine } from './transfer.machine';
import { generalLedgerImportEventMachine } from './general-ledger-import-event.machine';
import {
  authSampleEvents,
  mfaSetupSampleEvents,
  recentAuthenticationSampleEvents,
  sessionSampleEvents,
} from './auth-samples';
import { assistantHttpChatMachine } from './assistant-http-chat.machine';
import { authMachine } from './auth.machine';
import { chatConnectionMachine } from './chat-connection.machine';
import { chatConnectionSampleEvents } from './chat-connection-samples';
import { loadingBarMachine } from './loading-bar.machine';
import { mfaSetupMachine } from './mfa-setup.machine';
import { recentAuthenticationMachine } from './recent-authentication.machine';
import { sessionMachine } from './session.machine';
import { unsavedFormGuardMachine } from './unsaved-form-guard.machine';
import { uploadItemMachine } from './upload-item.machine';

export type RegisteredMachine = {
  machine: AnyStateMachine;
  title: string;
  /** Events with payloads the path generator should try (plain events are found by itself). */
  sampleEvents?: { type: string; [key: string]: unknown }[];
  /**
   * False when the simple paths are too many to list (a machine that can return to one state
   * by many routes has hundreds of thousands); only the shortest paths are offered then.
   */
  simplePaths?: false;
};

/** Every machine of the product by name: the workflows page, `npm run paths` and the model tests read it. */
export const machineRegistry = {
  dataTableView: { machine: dataTableViewMachine, title: 'Data table view' },
  notice: { machine: noticeMachine, title: 'Notice' },
  closing: {
    machine: closingMachine,
    title: 'Closing',
    sampleEvents: [
      { type: 'closing.commitments_change', commitmentCount: 3 },
      { type: 'closing.commitments_change', commitmentCount: 0 },
    ],
  },
  capitalEvent: {
    machine: capitalEventMachine,
    title: 'Capital event',
    // A preparer drafts the uses; finalize is tried by that preparer (maker-checker refuses)
    // and by another approver; checks and notices take both values, so every guard's
    // branch is on some path. The guards' facts tell vertices apart (meta.pathContext), so
    // simple paths run to hundreds of thousands: only the shortest are offered.
    simplePaths: false,
    sampleEvents: [
      { type: 'capital_event.uses_change', useCount: 2, userId: 'preparer' },
      { type: 'capital_event.uses_change', useCount: 0, userId: 'preparer' },
      { type: 'capital_event.checks_change', checksPass: true },
      { type: 'capital_event.checks_change', checksPass: false },
      { type: 'capital_event.notices_change', noticesBlockFinalize: false },
      { type: 'capital_event.notices_change', noticesBlockFinalize: true },
      { type: 'capital_event.finalize', userId: 'approver' },
      { type: 'capital_event.finalize', userId: 'preparer' },
    ],
  },
  feeChargeEvent: {
    machine: feeChargeEventMachine,
    title: 'Fee charge event',
    // A preparer saves inputs that reconcile or not; publish is tried by that preparer
    // (maker-checker refuses) and by another approver.
    sampleEvents: [
      { type: 'fee_charge_event.inputs_change', userId: 'preparer', reconciles: true },
      { type: 'fee_charge_event.inputs_change', userId: 'preparer', reconciles: false },
      { type: 'fee_charge_event.publish', userId: 'approver' },
      { type: 'fee_charge_event.publish', userId: 'preparer' },
    ],
  },
  feeLateAdjustment: {
    machine: feeLateAdjustmentMachine,
    title: 'Fee late adjustment',
    // A preparer saves late items (some or none, reconciling or not); apply is tried by that
    // preparer (maker-checker refuses) and by another approver. The facts tell vertices apart
    // (meta.pathContext).
    sampleEvents: [
      {
        type: 'fee_late_adjustment.items_change',
        userId: 'preparer',
        itemCount: 1,
        reconciles: true,
      },
      {
        type: 'fee_late_adjustment.items_change',
        userId: 'preparer',
        itemCount: 0,
        reconciles: true,
      },
      {
        type: 'fee_late_adjustment.items_change',
        userId: 'preparer',
        itemCount: 1,
        reconciles: false,
      },
      { type: 'fee_late_adjustment.apply', userId: 'approver' },
      { type: 'fee_late_adjustment.apply', userId: 'preparer' },
    ],
  },
  eventCorrection: {
    machine: eventCorrectionMachine,
    title: 'Event correction (rollback, refresh)',
    sampleEvents: eventCorrectionSampleEvents,
    // The chosen facts tell vertices apart (meta.pathContext): only the shortest paths.
    simplePaths: false,
  },
  waterfallRun: {
    machine: waterfallRunMachine,
    title: 'Waterfall run',
  },
  transfer: {
    machine: transferMachine,
    title: 'Investor transfer',
    sampleEvents: [
      { type: 'transfer.transferees_change', transfereeCount: 2 },
      { type: 'transfer.transferees_change', transfereeCount: 0 },
      { type: 'transfer.process', due: true },
      { type: 'transfer.process', due: false },
      { type: 'transfer.schedule', due: false },
      { type: 'transfer.schedule', due: true },
    ],
  },
  generalLedgerImportEvent: {
    machine: generalLedgerImportEventMachine,
    title: 'General-ledger import event',
    sampleEvents: [
      { type: 'import_event.entries_change', entryCount: 3, problemCount: 0 },
      { type: 'import_event.entries_change', entryCount: 3, problemCount: 1 },
    ],
  },
  loadingBar: { machine: loadingBarMachine, title: 'Loading bar' },
  uploadItem: {
    machine: uploadItemMachine,
    title: 'Upload item',
    // The new record's id, the browser's progress and the server's refusal carry payloads.
    sampleEvents: [
      { type: 'xstate.done.actor.createDocument', output: { documentId: 'doc-1' } },
      { type: 'upload_item.progress', percent: 40 },
      { type: 'upload_item.fail', error: 'The file is not a PDF: its content is text.' },
    ],
  },
  auth: {
    machine: authMachine,
    title: 'Sign-in',
    sampleEvents: authSampleEvents,
    // Its simple paths do not finish enumerating in two minutes (every answer of every
    // sign-in step can lead back to the challenge): only the shortest are offered.
    simplePaths: false,
  },
  mfaSetup: { machine: mfaSetupMachine, title: 'MFA set-up', sampleEvents: mfaSetupSampleEvents },
  session: { machine: sessionMachine, title: 'Session', sampleEvents: sessionSampleEvents },
  recentAuthentication: {
    machine: recentAuthenticationMachine,
    title: 'Confirm it is you',
    sampleEvents: recentAuthenticationSampleEvents,
  },
  unsavedFormGuard: {
    machine: unsavedFormGuardMachine,
    title: 'Unsaved form guard',
    sampleEvents: [
      { type: 'navigation.attempt', from: '/fund-family/1/setup', to: '/investors' },
      {
        type: 'navigation.attempt',
        from: '/fund-family/1/setup',
        to: '/fund-family/1/setup?tab=2',
      },
      { type: 'xstate.error.actor.saveProgress', error: new Error('Save failed') },
    ],
  },
  assistantHttpChat: {
    machine: assistantHttpChatMachine,
    title: 'Assistant (HTTP)',
    sampleEvents: [
      { type: 'chat.send', text: 'What is the NAV?' },
      { type: 'chat.send', text: '   ' },
      {
        type: 'xstate.done.actor.reply',
        output: { response: 'The NAV is $1,000.00.', sources: [] },
      },
      { type: 'xstate.error.actor.reply', error: new Error('offline') },
    ],
  },
  chatConnection: {
    machine: chatConnectionMachine,
    title: 'Assistant chat connection',
    sampleEvents: chatConnectionSampleEvents,
    // Every state reconnects by several routes (backoff, retry, visibility, reset, another
    // conversation), so simple paths run past a hundred thousand.
    simplePaths: false,
  },
} satisfies Record<string, RegisteredMachine>;

export type MachineName = keyof typeof machineRegistry;
