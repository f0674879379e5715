import { Field, Form, useForm } from '@formisch/react';
import { useState } from 'react';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import {
  permissionLevelLabels,
  permissionLevels,
  type RoleType,
  type TeamUser,
} from '../../../api/users';
import '../../../api/validation-messages';
import { Modal, ModalActions } from '../../components/Modal';
import { fieldErrorsOn } from '../../lib/server-field-errors';
import { toaster } from '../../lib/toaster';
import { useUpdateTeamUser } from '../../queries/user-admin-queries';
import { DialogProblem, reportInDialog } from './dialog-problem';
import { PermissionLevelControl } from './level-options';

const changeLevelSchema = v.object({
  permission_level: v.picklist(permissionLevels, 'Choose a permission level'),
});

/** Change level: one user's permission level at this customer. */
export function ChangeLevelDialog({
  user,
  onClose,
  roleTypes,
}: {
  user: TeamUser;
  onClose: () => void;
  roleTypes: readonly RoleType[];
}) {
  const form = useForm({
    schema: changeLevelSchema,
    initialInput: { permission_level: user.permission_level ?? 'read' },
  });
  const update = useUpdateTeamUser();
  const [problem, setProblem] = useState<string | null>(null);
  const name = `${user.first_name} ${user.last_name}`;
  return (
    <Modal open onOpenChange={(open) => (open ? null : onClose())} title={`Change level: ${name}`}>
      <Form
        of={form}
        onSubmit={async ({ permission_level }) => {
          setProblem(null);
          try {
            await update.mutateAsync({
              userId: user.id,
              change: { action: 'set_permission_level', permission_level },
            });
            onClose();
            toaster.create({
              type: 'success',
              title: `${name} now has the ${permissionLevelLabels[permission_level]} level`,
            });
          } catch (error) {
            await reportInDialog(error, fieldErrorsOn(form, ['permission_level']), setProblem);
          }
        }}
      >
        <p className={css({ color: 'gray.600', fontSize: 'sm', mb: '4' })}>{user.email}</p>
        <Field of={form} path={['permission_level']}>
          {(field) => (
            <PermissionLevelControl
              field={field}
              id="change-permission-level"
              roleTypes={roleTypes}
            />
          )}
        </Field>
        <DialogProblem message={problem} />
        <ModalActions submitLabel="Save level" busy={form.isSubmitting} />
      </Form>
    </Modal>
  );
}
