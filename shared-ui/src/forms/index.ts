// @refnet/shared-ui/forms: the one door to antd's form components, and the helpers RefNet's forms share.
// A separate shared entry so the landing page does not load them; the shell provides it, remotes consume
// the shell's copy.
export { Form, Input } from 'antd';
export { Checkbox, Select } from 'antd';
export { Slider, Switch } from 'antd';
export { schemaRule, type FieldSchema } from './schemaRule';
export { CHECK_DEBOUNCE_MS, type CheckStatus } from '@refnet/shared-ui/data';
export {
  ADDRESS_CHECK_FAILED_MESSAGE,
  addressCheckMessage,
  useAddressCheck,
  type AddressCheckStatus,
} from './useAddressCheck';
export { TITLE_OPTIONS } from './titleOptions';
export { PersonNameFields, type PersonNameFieldsProps } from './PersonNameFields';
export { DateOfBirthInput, type DateOfBirthInputProps } from './DateOfBirthInput';
export { GroupTabs, type GroupTabsProps, type ListGroup } from '../components/GroupTabs/GroupTabs';
export {
  JobRoleLevelSelects,
  type JobRoleLevelSelectsProps,
  type JobRoleLevelTexts,
} from '../components/JobRoleLevelSelects/JobRoleLevelSelects';
export { LONG_OPTION_PROPS } from '../components/JobRoleLevelSelects/longOptions';
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
// One request at a time for a button that changes data (outside the landing page's root entry: it has no room).
export { useOneAtATime } from '../hooks/useOneAtATime';
