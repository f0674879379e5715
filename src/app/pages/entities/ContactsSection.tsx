import { contactChangeSchema } from '../../../api/entity-details';
import type { GlobalEntityDetail } from '../../../api/global-entities';
import { useEntityDetailChange } from '../../queries/entity-detail-mutations';
import { ContactFields } from './ContactFields';
import { contactFormSchema } from './detail-form-schemas';
import { DetailEditForm } from './DetailEditForm';
import { EditableDetailList, profileListProps } from './EditableDetailList';

type Contact = GlobalEntityDetail['contacts'][number];

/** The Contacts tab: fund entities keep none here; others' contacts are edited one at a time. */
export function ContactsSection({ entity }: { entity: GlobalEntityDetail }) {
  const change = useEntityDetailChange(entity.id);
  return (
    <EditableDetailList<Contact>
      label="Contacts"
      kind="contact"
      {...profileListProps(entity, 'contacts', '/entities/bulk-add-contacts')}
      headers={['Name', 'Email', 'Primary']}
      items={entity.contacts}
      cells={(c) => [c.name, c.email, c.is_primary ? 'Yes' : 'No']}
      nameOf={(c) => c.name}
      onRemove={(c, index) =>
        change.mutateAsync({ method: 'delete', path: `contacts/${index}`, json: { expected: c } })
      }
      editForm={(c, index, close) => (
        <DetailEditForm
          key={index}
          kind="contact"
          name={c.name}
          schema={contactFormSchema}
          initialInput={c}
          apiSchema={contactChangeSchema}
          errorPrefix="contact."
          toPayload={(contact) => ({ expected: c, contact })}
          send={(json) => change.mutateAsync({ method: 'patch', path: `contacts/${index}`, json })}
          onDone={close}
          busy={change.isPending}
        >
          {(form) => <ContactFields form={form} base={[]} idPrefix="contact-edit" />}
        </DetailEditForm>
      )}
    />
  );
}
