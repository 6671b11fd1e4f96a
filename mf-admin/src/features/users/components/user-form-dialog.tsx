/**
 * One dialog for creating and editing an admin user (spec §2 "Admin users": create; edit with username,
 * phoneNumber, adminRole, isActive and an optional new password, blank keeping the current one).
 */
import {
  type AdminRole,
  type AdminUser,
  type AdminUserCreateBody,
  type AdminUserUpdateBody,
  adminUserCreateBodySchema,
  adminUserUpdateBodySchema,
} from '@wedding/shared-contracts';
import { formatPhoneInternational } from '@wedding/shared-contracts/phone';
import { toast } from '@wedding/shared-contracts/ui';
import { serverMessageOr } from '@wedding/shared-contracts/web';
import { Button } from '../../../components/button';
import { Dialog, DialogActions, DialogDescription } from '../../../components/dialog';
import { FieldRow, FormStack } from '../../../components/form-layout';
import { SwitchField } from '../../../components/switch-field';
import { TextField } from '../../../components/text-field';
import { useAdminForm, useBoundField } from '../../../lib/admin-form';
import { isUnauthorized } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/field-errors';
import { schemaResolver } from '../../../lib/form-resolver';
import { msg, useT } from '../../../lib/i18n/use-t';
import { useCreateUser, useUpdateUser } from '../api/use-users';
import { RolePicker } from './role-picker';

interface FormValues {
  username: string;
  password: string;
  phoneNumber: string;
  adminRole: AdminRole;
  isActive: boolean;
}

/** What the form sends: a new user, or the changes to one. */
type Body = AdminUserCreateBody | AdminUserUpdateBody;

const initialValues = (user?: AdminUser): FormValues => ({
  username: user?.username ?? '',
  password: '',
  // as the list shows it ('+1 809 555 1234'); the service normalises what is sent back to E.164
  phoneNumber: formatPhoneInternational(user?.phoneNumber),
  adminRole: user?.adminRole ?? 'moderator',
  isActive: user?.isActive ?? true,
});

export interface UserFormDialogProps {
  /** The user to edit; absent to create one. */
  user?: AdminUser;
  /** The logged-in admin's id (nobody can deactivate themselves). */
  currentAdminId?: string;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

export function UserFormDialog({ user, currentAdminId, isOpen, onOpenChange }: UserFormDialogProps) {
  const t = useT();
  const editing = user !== undefined;
  const create = useCreateUser();
  const update = useUpdateUser();
  const pending = create.isPending || update.isPending;
  const isSelf = editing && user.id === currentAdminId;
  const form = useAdminForm<FormValues, Body>({
    defaultValues: initialValues(user),
    resolver: schemaResolver<FormValues, Body>(
      editing ? adminUserUpdateBodySchema : adminUserCreateBodySchema,
    ),
  });
  const username = useBoundField(form, 'username');
  const password = useBoundField(form, 'password');
  const phoneNumber = useBoundField(form, 'phoneNumber');
  const adminRole = useBoundField(form, 'adminRole');
  const isActive = useBoundField(form, 'isActive');

  const fail = (error: unknown, fallback: string) => {
    if (isUnauthorized(error)) return; // the session handles it (toast + logout)
    toast({
      title: t('Error'),
      description: t.known(serverMessageOr(error, fallback)),
      variant: 'destructive',
    });
    // a field the server refused (a too-common password) shows its message next to that field too
    showServerFieldErrors(form.setError, error);
  };

  const save = async (body: Body) => {
    if (editing) {
      const { password: newPassword, ...rest } = body as AdminUserUpdateBody;
      try {
        await update.mutateAsync({
          id: user.id,
          body: newPassword ? { ...rest, password: newPassword } : rest,
        });
        toast({ title: t('Success'), description: t('Admin user updated successfully') });
        onOpenChange(false);
      } catch (error) {
        fail(error, msg('Failed to update user'));
      }
      return;
    }
    try {
      await create.mutateAsync(body as AdminUserCreateBody);
      toast({ title: t('Success'), description: t('Admin user created successfully') });
      onOpenChange(false);
    } catch (error) {
      fail(error, msg('Failed to create user'));
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={editing ? t('Edit User') : t('Create User')}
      isDismissable={!pending}
      width={560}
    >
      <DialogDescription>
        {editing
          ? t("Change {name}'s account.", { name: user.username })
          : t('Add someone who may sign in to the admin area.')}
      </DialogDescription>
      <FormStack
        noValidate
        onSubmit={form.submitWith(save)}
        aria-label={editing ? t('Edit user') : t('Create user')}
      >
        <FieldRow>
          <TextField
            label={t('Username')}
            name="username"
            autoComplete="off"
            {...username}
            isDisabled={pending}
          />
          <TextField
            label={editing ? t('New Password') : t('Password')}
            name="password"
            type="password"
            autoComplete="new-password"
            description={editing ? t('Leave blank to keep the current password') : t('At least 6 characters')}
            {...password}
            isDisabled={pending}
          />
        </FieldRow>
        <FieldRow>
          <TextField
            label={t('Phone Number (optional)')}
            name="phoneNumber"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="+1 809 555 1234"
            {...phoneNumber}
            isDisabled={pending}
          />
        </FieldRow>
        <RolePicker {...adminRole} isDisabled={pending} />
        {editing ? (
          <div>
            <SwitchField
              isSelected={isActive.value}
              onChange={isActive.onChange}
              fieldRef={isActive.fieldRef}
              isDisabled={pending || isSelf}
            >
              {t('Active')}
            </SwitchField>
            {isSelf ? (
              <DialogDescription>{t('You cannot deactivate your own account.')}</DialogDescription>
            ) : null}
          </div>
        ) : null}
        <DialogActions>
          <Button onPress={() => onOpenChange(false)} isDisabled={pending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" variant="primary" isDisabled={pending}>
            {pending ? t('Saving...') : editing ? t('Save Changes') : t('Create User')}
          </Button>
        </DialogActions>
      </FormStack>
    </Dialog>
  );
}
