import { Field } from '@formisch/react';
import { updateBankAccountSchema } from '../../../api/entity-details';
import type { EntityBankAccount, GlobalEntityDetail } from '../../../api/global-entities';
import { TextControl } from '../../components/form-controls';
import { useEntityDetailChange } from '../../queries/entity-detail-mutations';
import { bankAccountFormSchema } from './detail-form-schemas';
import { DetailEditForm } from './DetailEditForm';
import { EditableDetailList } from './EditableDetailList';

const nameOf = (b: EntityBankAccount) => `${b.bank_name} ${b.account_number_masked}`;

/** The Banks tab: every bank account of the entity, each editable and removable. */
export function BankAccountsSection({ entity }: { entity: GlobalEntityDetail }) {
  const change = useEntityDetailChange(entity.id);
  return (
    <EditableDetailList
      label="Bank accounts"
      kind="bank account"
      bulkHref="/entities/bulk-add-banks"
      empty="No bank accounts yet."
      headers={['Bank', 'Account name', 'Account number', 'ABA routing', 'SWIFT']}
      items={entity.bank_accounts}
      cells={(b) => [
        b.bank_name,
        b.account_name,
        <span key="n" title="Sensitive: only the last 4 digits are shown">
          {b.account_number_masked}
        </span>,
        b.aba_routing_number ?? '—',
        b.swift_code ?? '—',
      ]}
      nameOf={nameOf}
      onRemove={(b) => change.mutateAsync({ method: 'delete', path: `bank-accounts/${b.id}` })}
      editForm={(b, _index, close) => (
        <DetailEditForm
          key={b.id}
          kind="bank account"
          name={nameOf(b)}
          schema={bankAccountFormSchema}
          initialInput={{
            bank_name: b.bank_name,
            account_name: b.account_name,
            account_number: '',
            aba_routing_number: b.aba_routing_number ?? '',
            swift_code: b.swift_code ?? '',
          }}
          apiSchema={updateBankAccountSchema}
          toPayload={(output) => ({ ...output, account_number: output.account_number || null })}
          send={(json) =>
            change.mutateAsync({ method: 'patch', path: `bank-accounts/${b.id}`, json })
          }
          onDone={close}
          busy={change.isPending}
        >
          {(form) => (
            <>
              <Field of={form} path={['bank_name']}>
                {(field) => <TextControl field={field} id="bank-edit-bank-name" label="Bank" />}
              </Field>
              <Field of={form} path={['account_name']}>
                {(field) => (
                  <TextControl field={field} id="bank-edit-account-name" label="Account name" />
                )}
              </Field>
              <Field of={form} path={['account_number']}>
                {(field) => (
                  <TextControl
                    field={field}
                    id="bank-edit-account-number"
                    label="New account number"
                    hint={`Leave blank to keep ${b.account_number_masked}`}
                    autoComplete="off"
                  />
                )}
              </Field>
              <Field of={form} path={['aba_routing_number']}>
                {(field) => <TextControl field={field} id="bank-edit-aba" label="ABA routing" />}
              </Field>
              <Field of={form} path={['swift_code']}>
                {(field) => <TextControl field={field} id="bank-edit-swift" label="SWIFT" />}
              </Field>
            </>
          )}
        </DetailEditForm>
      )}
    />
  );
}
