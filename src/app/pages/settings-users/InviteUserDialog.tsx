import { Field, Form, reset, useForm } from '@formisch/react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { inviteUserSchema, type RoleType } from '../../../api/users';
import '../../../api/validation-messages';
import { TextControl } from '../../components/form-controls';
import { Modal, ModalActions } from '../../components/Modal';
import { fieldErrorsOn } from '../../lib/server-field-errors';
import { toaster } from '../../lib/toaster';
import { useInviteUser } from '../../queries/user-admin-queries';
import { DialogProblem, reportInDialog } from './dialog-problem';
import { PermissionLevelControl } from './level-options';

const hint = css({ color: 'gray.600', fontSize: 'sm', mb: '4' });

/**
 * Invite user: a new account is mailed a sign-in link; someone who already has an account
 * is added to this customer and signs in as before.
 */
export function InviteUserDialog({
  open,
  onOpenChange,
  roleTypes,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  roleTypes: readonly RoleType[];
}) {
  const form = useForm({ schema: inviteUserSchema, initialInput: { permission_level: 'read' } });
  const invite = useInviteUser();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        setProblem(null);
        onOpenChange(next);
      }}
      title="Invite user"
      width="480px"
    >
      <Form
        of={form}
        onSubmit={async (output) => {
          setProblem(null);
          try {
            const result = await invite.mutateAsync(output);
            reset(form);
            onOpenChange(false);
            toaster.create({
              type: 'success',
              title: result.invitation_mailed
                ? `Invitation mailed to ${result.user.email}`
                : `${result.user.first_name} ${result.user.last_name} added: they sign in with their existing account`,
            });
          } catch (error) {
            await reportInDialog(
              error,
              fieldErrorsOn(form, ['email', 'first_name', 'last_name', 'permission_level']),
              setProblem,
            );
          }
        }}
      >
        <p className={hint}>
          A new user gets an email with a sign-in link. They add an authenticator app or security
          key, then choose a password.
        </p>
        <Field of={form} path={['email']}>
          {(field) => (
            <TextControl
              field={field}
              id="invite-email"
              label="Email"
              inputMode="email"
              autoComplete="off"
            />
          )}
        </Field>
        <div className={css({ display: 'flex', gap: '3', '& > *': { flex: 1 } })}>
          <Field of={form} path={['first_name']}>
            {(field) => <TextControl field={field} id="invite-first-name" label="First name" />}
          </Field>
          <Field of={form} path={['last_name']}>
            {(field) => <TextControl field={field} id="invite-last-name" label="Last name" />}
          </Field>
        </div>
        <Field of={form} path={['permission_level']}>
          {(field) => (
            <PermissionLevelControl
              field={field}
              id="invite-permission-level"
              roleTypes={roleTypes}
            />
          )}
        </Field>
        <DialogProblem message={problem} />
        <ModalActions submitLabel="Send invitation" busy={form.isSubmitting} />
      </Form>
    </Modal>
  );
}
