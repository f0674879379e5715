import { machineRegistry, type MachineName } from '../machines';
import { capitalEventModel } from './capital-event.model';
import { closingModel } from './closing.model';
import { eventCorrectionModel } from './event-correction.model';
import { uploadItemModel } from './upload-item.model';
import { waterfallRunModel } from './waterfall-run.model';
import { endStateModel, type MachineModel } from './machine-model';
import { noticeModel } from './notice.model';
import { transferModel } from './transfer.model';
import { generalLedgerImportEventModel } from './general-ledger-import-event.model';
import { dataTableViewModel } from './data-table-view.model';
import { loadingBarModel } from './loading-bar.model';
import { mfaSetupModel } from './mfa-setup.model';
import { chatConnectionModel } from './chat-connection.model';
import { authModel } from './auth.model';
import { sessionModel } from './session.model';
import { recentAuthenticationModel } from './recent-authentication.model';
import { unsavedFormGuardModel } from './unsaved-form-guard.model';
import { assistantHttpChatModel } from './assistant-http-chat.model';
import { feeChargeEventModel } from './fee-charge-event.model';
import { feeLateAdjustmentModel } from './fee-late-adjustment.model';
import { modelPaths } from './path-runner';

/** The machines whose model tests carry expectations written by hand per state. */
export const handWrittenModels: MachineModel[] = [
  capitalEventModel,
  closingModel,
  eventCorrectionModel,
  waterfallRunModel,
  noticeModel,
  uploadItemModel,
  transferModel,
  generalLedgerImportEventModel,
  dataTableViewModel,
  loadingBarModel,
  mfaSetupModel,
  chatConnectionModel,
  authModel,
  sessionModel,
  recentAuthenticationModel,
  unsavedFormGuardModel,
  assistantHttpChatModel,
  feeChargeEventModel,
  feeLateAdjustmentModel,
];

/**
 * A machine's model test as the mutation check runs it, with the paths that test replays:
 * the hand-written model's, else the generated shortest paths its machine-level model test
 * walks. The workflows page reads the same lists for "covered by the model tests".
 */
export function modelTestModel(name: MachineName): MachineModel {
  const model = handWrittenModels.find((m) => m.name === name);
  if (model) return model;
  const entry = machineRegistry[name];
  return endStateModel(
    name,
    modelPaths(entry.machine, 'sampleEvents' in entry ? entry.sampleEvents : []),
  );
}
