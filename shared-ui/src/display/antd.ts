// The one door to antd, part 2: components that show things (cards, results, modals, spinners, tabs; tables
// are '@refnet/shared-ui/tables'). Loaded with the first screen that uses one, not with the landing page.
export { Alert, Card, Empty, Modal, Result, Spin } from 'antd';
export { Collapse, Tabs } from 'antd';
// Descriptions is RefNet's own (components/Descriptions): it stacks each label over its value on phones.
export { Popconfirm, Steps, Tag } from 'antd';
export { Avatar } from 'antd';
// The account menu and the phone's navigation drawer open on demand: they stay off the landing page.
export { Drawer, Dropdown } from 'antd';
export { CheckCircleFilled, CloseCircleFilled, InfoCircleFilled, ReloadOutlined } from '@ant-design/icons';
export { DownloadOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
// A referral's timeline (issue 22): the staff list's Timeline button.
export { HistoryOutlined } from '@ant-design/icons';
export { StarFilled, StarOutlined } from '@ant-design/icons';

export type {
  AlertProps,
  CardProps,
  DescriptionsProps,
  DrawerProps,
  DropdownProps,
  EmptyProps,
  ListProps,
  ModalProps,
  PaginationProps,
  ResultProps,
  SkeletonProps,
  SpinProps,
  TabsProps,
  TagProps,
  TooltipProps,
} from 'antd';
