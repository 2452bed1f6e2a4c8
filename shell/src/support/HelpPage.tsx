import { Suspense, useState } from 'react';
import { Button, PageContainer, PageHeading, Typography, useSession } from '@refnet/shared-ui';
import { Card } from '@refnet/shared-ui/display';
import { LazyFeatureSuggestionModal } from './lazyFeatureSuggestionModal';
import { HelpRequestForm } from './HelpRequestForm';

/** /help and /auth/help (SPEC §2.5): a help request to the team; signed-in users may also suggest a feature. */
export function HelpPage() {
  const session = useSession();
  const [suggesting, setSuggesting] = useState(false);
  const canSuggest = session?.isVerified === true;

  return (
    <PageContainer maxWidth={720}>
      <PageHeading
        title="Help"
        extra={
          canSuggest ? <Button onClick={() => setSuggesting(true)}>Suggest a feature</Button> : undefined
        }
      />
      <Typography.Paragraph>
        Tell us what you need help with and the RefNet team will reply by e-mail.
      </Typography.Paragraph>
      <Card>
        <HelpRequestForm signedIn={session !== null} />
      </Card>
      {suggesting && (
        <Suspense fallback={null}>
          <LazyFeatureSuggestionModal onClose={() => setSuggesting(false)} />
        </Suspense>
      )}
    </PageContainer>
  );
}
