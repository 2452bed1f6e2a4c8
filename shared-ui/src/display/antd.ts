// The one door to antd, part 2: components that show things (cards, results, modals, spinners, and later
// tables and tabs). Loaded with the first screen that uses one, not with the landing page.
export { Alert, Card, Empty, Modal, Result, Spin } from 'antd';
export { Collapse, Tabs } from 'antd';
export { Descriptions, Popconfirm, Steps, Tag } from 'antd';
export { Avatar } from 'antd';
// Only signed-in people open the account menu: it stays off the landing page.
export { Dropdown } from 'antd';
export { Table } from 'antd';
export { CheckCircleFilled, CloseCircleFilled, InfoCircleFilled, ReloadOutlined } from '@ant-design/icons';
export { PlusOutlined, SearchOutlined } from '@ant-design/icons';
export { StarFilled, StarOutlined } from '@ant-design/icons';

export type {
  AlertProps,
  CardProps,
  DescriptionsProps,
  DropdownProps,
  EmptyProps,
  ListProps,
  ModalProps,
  PaginationProps,
  ResultProps,
  SkeletonProps,
  SpinProps,
  TableColumnsType,
  TableColumnType,
  TablePaginationConfig,
  TableProps,
  TabsProps,
  TagProps,
  TooltipProps,
} from 'antd';
