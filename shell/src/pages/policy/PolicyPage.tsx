import { Button, PageContainer, PageHeading, Typography } from '@refnet/shared-ui';
import { Tabs } from '@refnet/shared-ui/display';
import { POLICY_DOCUMENTS, POLICY_VERSION, type PolicyDocument } from './policyDocuments';

function PolicyFrame({ document }: { document: PolicyDocument }) {
  const name = `RefNet ${document.title} ${POLICY_VERSION}`;
  return (
    <>
      <Typography.Paragraph type="secondary">Version {POLICY_VERSION}</Typography.Paragraph>
      <iframe
        title={name}
        src={document.href}
        style={{
          width: '100%',
          height: '70vh',
          minHeight: 420,
          border: '1px solid #d9d9d9',
          borderRadius: 8,
        }}
      />
      <Button type="primary" href={document.href} download style={{ marginTop: 16 }}>
        Download {document.title} (PDF)
      </Button>
    </>
  );
}

/** /policy (SPEC §2.4): the terms and the cookies policy, each as a versioned PDF with a download. */
export function PolicyPage() {
  return (
    <PageContainer maxWidth={1000}>
      <PageHeading title="Policies" />
      <Tabs
        items={POLICY_DOCUMENTS.map((document) => ({
          key: document.key,
          label: document.title,
          children: <PolicyFrame document={document} />,
        }))}
      />
    </PageContainer>
  );
}
