import { useState } from 'react';
import {
  CLINICIAN_DESCRIPTION_MAX,
  PROFILE_UPDATE_FAILED_MESSAGE,
  PROFILE_UPDATE_SUCCESS_MESSAGE,
  updateUserRequestSchema,
  type UpdateUserRequest,
  type UserProfile,
} from '@refnet/contracts/accounts';
import { appStore, Button, saveSession, sessionAtom, showGlobalMessage } from '@refnet/shared-ui';
import { loadProfile, updateUser } from '@refnet/shared-ui/accounts';
import { DateOfBirthInput, Form, Input, schemaRule, Select, TITLE_OPTIONS } from '@refnet/shared-ui/forms';

const fields = updateUserRequestSchema.shape;
/** The header greets by the session's names, so they follow a change of name. */
function renameSession(firstName: string, lastName: string) {
  const session = appStore.get(sessionAtom);
  if (session)
    saveSession({ ...session, user: { ...session.user, first_name: firstName, last_name: lastName } });
}

/** Update Information: title, names, date of birth and description (PUT /user/update/). */
export function UserInformationForm({ userProfile }: { userProfile: UserProfile }) {
  const [saving, setSaving] = useState(false);
  const initialValues: UpdateUserRequest = {
    title: userProfile.title,
    firstName: userProfile.firstName,
    lastName: userProfile.lastName,
    dob: userProfile.dob ?? '',
    clinicianDescription: userProfile.clinicianDescription,
  };

  const save = async (values: UpdateUserRequest) => {
    setSaving(true);
    try {
      const { userProfile: updated } = await updateUser(values);
      renameSession(updated.firstName, updated.lastName);
      showGlobalMessage({ variant: 'success', message: PROFILE_UPDATE_SUCCESS_MESSAGE });
      await loadProfile().catch(() => undefined);
    } catch {
      showGlobalMessage({ variant: 'danger', message: PROFILE_UPDATE_FAILED_MESSAGE });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues}
      onFinish={save}
      aria-label="Update Information"
    >
      <Form.Item label="Title" name="title" rules={[schemaRule(fields.title)]}>
        <Select options={TITLE_OPTIONS} style={{ maxWidth: 160 }} />
      </Form.Item>
      <Form.Item label="First name" name="firstName" rules={[schemaRule(fields.firstName)]}>
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item label="Last name" name="lastName" rules={[schemaRule(fields.lastName)]}>
        <Input autoComplete="family-name" />
      </Form.Item>
      <Form.Item label="Date of birth" name="dob" extra="DD/MM/YYYY" rules={[schemaRule(fields.dob)]}>
        <DateOfBirthInput autoComplete="bday" style={{ maxWidth: 200 }} />
      </Form.Item>
      <Form.Item
        label="Description"
        name="clinicianDescription"
        rules={[schemaRule(fields.clinicianDescription)]}
      >
        <Input.TextArea rows={5} count={{ show: true, max: CLINICIAN_DESCRIPTION_MAX }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        Save
      </Button>
    </Form>
  );
}
