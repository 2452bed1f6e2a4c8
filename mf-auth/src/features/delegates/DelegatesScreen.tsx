import { useState } from 'react';
import type { DelegatesResponse, DelegateUserLink } from '@refnet/contracts/accounts';
import {
  isApiRequestError,
  PageContainer,
  PageHeading,
  useIsNarrow,
  type ScreenProps,
} from '@refnet/shared-ui';
import { LoadFailed, LoadingState, Result } from '@refnet/shared-ui/display';
import { ViewNav } from '../../components/ViewNav';
import { DelegatesView } from './DelegatesView';
import { DELEGATE_VIEW_LABELS, DELEGATE_VIEWS, type DelegateViewKey } from './delegateViews';
import { InviteDelegateForm } from './InviteDelegateForm';
import { SectionCard } from './SectionCard';
import { useDelegateLists } from './useDelegateLists';

export const LOADING_DELEGATES_TEXT = 'Loading delegate accounts...';
export const DELEGATES_LOAD_FAILED_TEXT = 'Your delegate accounts could not be loaded. Please try again.';

interface DelegateManagementProps {
  lists: DelegatesResponse;
  onChanged: (lists: DelegatesResponse) => void;
  onInvited: (delegate: DelegateUserLink) => void;
}

function DelegateManagement({ lists, onChanged, onInvited }: DelegateManagementProps) {
  const isNarrow = useIsNarrow();
  const [view, setView] = useState<DelegateViewKey>('delegates');
  return (
    <div
      style={{
        display: 'grid',
        gap: 24,
        alignItems: 'start',
        gridTemplateColumns: isNarrow ? 'minmax(0, 1fr)' : '280px minmax(0, 1fr)',
      }}
    >
      <ViewNav
        views={DELEGATE_VIEWS}
        current={view}
        onSelect={setView}
        label="Delegate management views"
        singular="delegate management view"
      />
      <div style={{ minWidth: 0 }}>
        {view === 'delegates' && <DelegatesView lists={lists} onChanged={onChanged} />}
        {/* Kept mounted while hidden, so a half-typed invitation survives a look at the list. */}
        <div hidden={view !== 'add-new'}>
          <SectionCard title={DELEGATE_VIEW_LABELS['add-new']}>
            <InviteDelegateForm
              onInvited={(delegate) => {
                onInvited(delegate);
                setView('delegates');
              }}
            />
          </SectionCard>
        </div>
      </div>
    </div>
  );
}

/**
 * A load that failed. SPEC §2.2 lets anyone signed in open /delegates, and the API refuses (403) all but
 * clinicians: its words are the answer, and retrying would not change it.
 */
function LoadProblem({ error, retry }: { error: unknown; retry: () => void }) {
  if (isApiRequestError(error) && error.status === 403) return <Result status="info" title={error.message} />;
  return <LoadFailed text={DELEGATES_LOAD_FAILED_TEXT} onRetry={retry} />;
}

/** /delegates (SPEC §2.13): the clinician's delegates, their permissions, and invitations. */
export function DelegatesScreen({ route }: ScreenProps) {
  const { loaded, show, addInvitation } = useDelegateLists();
  return (
    <PageContainer>
      <PageHeading title={route.title} />
      {loaded.status === 'ready' ? (
        <DelegateManagement lists={loaded.data} onChanged={show} onInvited={addInvitation} />
      ) : loaded.status === 'loading' ? (
        <LoadingState text={LOADING_DELEGATES_TEXT} />
      ) : (
        <LoadProblem error={loaded.error} retry={loaded.retry} />
      )}
    </PageContainer>
  );
}
