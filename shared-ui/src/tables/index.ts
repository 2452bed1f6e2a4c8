// @refnet/shared-ui/tables: antd's Table and RefNet's tables built on it. An entry of its own because Table
// brings pagination, filters, trees and selects (about 100 KiB gzip): a page without a table, such as the
// dashboard or a referral, does not load it. The shell provides it, remotes consume the shell's copy.
export { Table } from 'antd';
export type { TableColumnsType, TableColumnType, TablePaginationConfig, TableProps } from 'antd';
export {
  SCROLL_CUE_TEXT,
  ScrollableTable,
  type ScrollableTableProps,
} from '../components/ScrollableTable/ScrollableTable';
// Personal API tokens (issue 21): the columns every list of them shows, and the row's Revoke.
export { apiTokenColumns, ApiTokenStateTag, lastUsedText } from '../components/ApiTokens/apiTokenColumns';
export {
  REVOKE_API_TOKEN_FAILED_TEXT,
  RevokeApiTokenButton,
  revokeApiTokenColumn,
  type RevokeApiTokenButtonProps,
} from '../components/ApiTokens/RevokeApiTokenButton';
