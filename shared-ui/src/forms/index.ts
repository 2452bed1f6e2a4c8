// @refnet/shared-ui/forms: the one door to antd's form components. A separate shared entry so the landing
// page does not load them; the shell provides it, remotes consume the shell's copy.
export { Form, Input } from 'antd';
export { Checkbox, Select } from 'antd';
export { Slider, Switch } from 'antd';
export { schemaRule, type FieldSchema } from './schemaRule';
export { LockOutlined, MailOutlined } from '@ant-design/icons';

export type {
  CheckboxChangeEvent,
  CheckboxProps,
  DatePickerProps,
  FormInstance,
  FormItemProps,
  FormProps,
  FormRule,
  InputNumberProps,
  InputProps,
  InputRef,
  RadioChangeEvent,
  RadioGroupProps,
  SelectProps,
  SwitchProps,
  UploadFile,
  UploadProps,
} from 'antd';
