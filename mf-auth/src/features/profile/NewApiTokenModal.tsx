import { useState } from 'react';
import type { CreateApiTokenResponse } from '@refnet/contracts/api-tokens';
import { Button, Flex, Typography } from '@refnet/shared-ui';
import { Alert, Modal } from '@refnet/shared-ui/display';

export const SHOWN_ONCE_WARNING = 'Copy this token now. It will not be shown again.';
export const COPY_FAILED_TEXT = 'The token could not be copied. Select it and copy it yourself.';

type CopyState = 'idle' | 'copied' | 'failed';

/** The new token, shown this once, with a button that copies it. Closing forgets it. */
export function NewApiTokenModal({
  created,
  onClose,
}: {
  created: CreateApiTokenResponse;
  onClose: () => void;
}) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const copyToken = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <Modal
      open
      title={`API token "${created.token.name}"`}
      onCancel={onClose}
      // A stray click beside it must not lose the only copy of the token.
      mask={{ closable: false }}
      footer={
        <Button type="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <Flex vertical gap="middle">
        <Alert type="warning" showIcon title={SHOWN_ONCE_WARNING} />
        <Typography.Paragraph style={{ margin: 0 }}>
          <Typography.Text code aria-label="New API token" style={{ wordBreak: 'break-all' }}>
            {created.secret}
          </Typography.Text>
        </Typography.Paragraph>
        <Flex gap="small" align="center" wrap>
          <Button onClick={() => void copyToken()}>Copy token</Button>
          <Typography.Text type={copy === 'failed' ? 'danger' : 'success'} role="status">
            {copy === 'copied' ? 'Copied.' : copy === 'failed' ? COPY_FAILED_TEXT : ''}
          </Typography.Text>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Send it as <Typography.Text code>Authorization: Bearer …</Typography.Text>. It acts as you, until it
          expires or you revoke it.
        </Typography.Paragraph>
      </Flex>
    </Modal>
  );
}
