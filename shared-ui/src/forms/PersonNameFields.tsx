import { Form, Input, Select } from 'antd';
import { schemaRule, type FieldSchema } from './schemaRule';
import { TITLE_OPTIONS } from './titleOptions';

export interface PersonNameFieldsProps {
  /** The contract's schemas of the three fields, so the form says the server's words. */
  fields: { title: FieldSchema; firstName: FieldSchema; lastName: FieldSchema };
  /** Whose names these are: the browser may offer to fill in the user's own, never someone else's. */
  whose: 'own' | 'someone-else';
}

/** Title, first name and last name: the first three fields of every form that names a person. */
export function PersonNameFields({ fields, whose }: PersonNameFieldsProps) {
  const own = whose === 'own';
  return (
    <>
      <Form.Item label="Title" name="title" rules={[schemaRule(fields.title)]}>
        <Select options={TITLE_OPTIONS} placeholder="Select a title" />
      </Form.Item>
      <Form.Item label="First name" name="firstName" rules={[schemaRule(fields.firstName)]}>
        <Input autoComplete={own ? 'given-name' : 'off'} />
      </Form.Item>
      <Form.Item label="Last name" name="lastName" rules={[schemaRule(fields.lastName)]}>
        <Input autoComplete={own ? 'family-name' : 'off'} />
      </Form.Item>
    </>
  );
}
