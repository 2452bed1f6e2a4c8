import {
  API_TOKEN_EXPIRY_DAYS,
  DEFAULT_API_TOKEN_EXPIRY_DAYS,
  apiTokenExpiryLabel,
  createApiTokenRequestSchema,
  type CreateApiTokenRequest,
  type CreateApiTokenResponse,
} from '@refnet/contracts/api-tokens';
import { Button, Flex, useGlobalMessage } from '@refnet/shared-ui';
import { createApiToken } from '@refnet/shared-ui/api-tokens';
import { Form, Input, schemaRule, Select, useOneAtATime } from '@refnet/shared-ui/forms';
import { failureMessage } from '../../components/useProfileWrite';

export const CREATE_TOKEN_FAILED_MESSAGE = 'The API token could not be created. Please try again.';

const fields = createApiTokenRequestSchema.shape;
const EXPIRY_OPTIONS = API_TOKEN_EXPIRY_DAYS.map((days) => ({
  value: days,
  label: apiTokenExpiryLabel(days),
}));

export interface CreateApiTokenFormProps {
  /** The answer that carries the new token, the only time it is shown. */
  onCreated: (created: CreateApiTokenResponse) => void;
}

/** Name and lifetime of a new personal API token. */
export function CreateApiTokenForm({ onCreated }: CreateApiTokenFormProps) {
  const [form] = Form.useForm<CreateApiTokenRequest>();
  const { show } = useGlobalMessage();
  // A double click would otherwise make two tokens.
  const { run: create, pending } = useOneAtATime(async (values: CreateApiTokenRequest) => {
    try {
      const created = await createApiToken(values);
      form.resetFields();
      onCreated(created);
    } catch (error) {
      show(failureMessage(error, CREATE_TOKEN_FAILED_MESSAGE));
    }
  });

  return (
    <Form
      form={form}
      name="create-api-token"
      aria-label="Create an API token"
      layout="vertical"
      requiredMark={false}
      initialValues={{ expiresInDays: DEFAULT_API_TOKEN_EXPIRY_DAYS }}
      onFinish={create}
    >
      <Flex gap="middle" wrap align="end">
        <Form.Item
          label="Token name"
          name="name"
          rules={[schemaRule(fields.name)]}
          extra="The system that will use it, e.g. Practice management system."
          style={{ flex: '1 1 240px', marginBottom: 0 }}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Expires after" name="expiresInDays" style={{ flex: '0 0 160px', marginBottom: 0 }}>
          <Select aria-label="Expires after" options={EXPIRY_OPTIONS} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={pending}>
          Create token
        </Button>
      </Flex>
    </Form>
  );
}
