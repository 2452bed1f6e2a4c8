import type { ReactNode } from 'react';
import type { AdminDownloadKind } from '@refnet/contracts/admin';
import { PageContainer, PageHeading } from '@refnet/shared-ui';
import { DownloadButton } from './DownloadButton';

export interface AdminPageProps {
  title: string;
  /** The spreadsheet the page's Download button fetches. */
  download: AdminDownloadKind;
  children: ReactNode;
}

/** An admin list page: the heading with its Download button, then the list. */
export function AdminPage({ title, download, children }: AdminPageProps) {
  return (
    <PageContainer>
      <PageHeading title={title} extra={<DownloadButton kind={download} />} />
      {children}
    </PageContainer>
  );
}
