import type { ReactNode } from 'react';
import type { AdminDownloadKind } from '@refnet/contracts/admin';
import { PageContainer, PageHeading } from '@refnet/shared-ui';
import { DownloadButton } from './DownloadButton';

export interface AdminPageProps {
  title: string;
  /** The spreadsheet the page's Download button fetches (none: the page has no download). */
  download?: AdminDownloadKind;
  children: ReactNode;
}

/** An admin list page: the heading with its Download button if it has one, then the list. */
export function AdminPage({ title, download, children }: AdminPageProps) {
  return (
    <PageContainer>
      <PageHeading title={title} extra={download && <DownloadButton kind={download} />} />
      {children}
    </PageContainer>
  );
}
