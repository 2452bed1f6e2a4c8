import { PageContainer, PageHeading } from '@refnet/shared-ui';
import { Collapse } from '@refnet/shared-ui/display';
import { FAQS } from './faqs';

/** /faqs (SPEC §2.4): six questions, each expanding to its answer. */
export function FaqsPage() {
  return (
    <PageContainer maxWidth={900}>
      <PageHeading title="Frequently asked questions" />
      <Collapse
        items={FAQS.map(({ key, question, answer }) => ({ key, label: question, children: answer }))}
      />
    </PageContainer>
  );
}
