import { DELEGATE_MESSAGES, type DelegatesResponse } from '@refnet/contracts/accounts';
import { Flex } from '@refnet/shared-ui';
import { EmptyState } from '@refnet/shared-ui/display';
import { ActiveDelegateCard } from './ActiveDelegateCard';
import { DELEGATE_VIEW_LABELS } from './delegateViews';
import { InactiveDelegates } from './InactiveDelegates';
import { SectionCard } from './SectionCard';

export interface DelegatesViewProps {
  lists: DelegatesResponse;
  onChanged: (lists: DelegatesResponse) => void;
}

/** The Delegates view (SPEC §2.13): the active delegates' cards, then the inactive accounts if any. */
export function DelegatesView({ lists, onChanged }: DelegatesViewProps) {
  return (
    <Flex vertical gap="large">
      <SectionCard title={DELEGATE_VIEW_LABELS.delegates}>
        {lists.delegates.length === 0 ? (
          <EmptyState text={DELEGATE_MESSAGES.noActiveDelegates} hint={DELEGATE_MESSAGES.addNewHint} />
        ) : (
          <Flex vertical gap="middle">
            {lists.delegates.map((delegate) => (
              <ActiveDelegateCard key={delegate.id} delegate={delegate} onChanged={onChanged} />
            ))}
          </Flex>
        )}
      </SectionCard>
      {lists.pendingDelegates.length > 0 && (
        <SectionCard title={DELEGATE_MESSAGES.inactiveSection}>
          <InactiveDelegates delegates={lists.pendingDelegates} onChanged={onChanged} />
        </SectionCard>
      )}
    </Flex>
  );
}
