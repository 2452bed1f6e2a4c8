// By the package's names, so this entry uses the shared modules instead of copies (see ReferralTimelineList).
import { Button } from '@refnet/shared-ui';
import { Alert } from '@refnet/shared-ui/display';
import type { EarlierPages } from './useEarlierPages';

export const EARLIER_ENTRIES_TEXT = {
  earlier: 'Show earlier entries',
  earlierFailed: 'The earlier entries could not be loaded. Please try again.',
} as const;

/** "Show earlier entries" above a timeline while there are any, and why the last read failed. */
export function EarlierEntries({ pages }: { pages: EarlierPages<unknown> }) {
  const { loadEarlier } = pages;
  return (
    <>
      {loadEarlier && (
        <Button
          type="link"
          style={{ paddingLeft: 0, marginBottom: 8 }}
          loading={pages.loadingEarlier}
          onClick={() => void loadEarlier()}
        >
          {EARLIER_ENTRIES_TEXT.earlier}
        </Button>
      )}
      {pages.earlierFailed && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={EARLIER_ENTRIES_TEXT.earlierFailed}
          style={{ marginBottom: 8 }}
        />
      )}
    </>
  );
}
