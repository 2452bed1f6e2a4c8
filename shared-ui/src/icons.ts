// Icons RefNet uses, named so bundlers keep only these (never `export *` from the icon package).
export {
  CheckCircleFilled,
  CloseCircleFilled,
  DownOutlined,
  InfoCircleFilled,
  LockOutlined,
  MailOutlined,
  ReloadOutlined,
  UserOutlined,
} from '@ant-design/icons';
