import { useState } from 'react';
import { Button, Flex, Typography } from '@refnet/shared-ui';
import { Alert } from '@refnet/shared-ui/display';

export const RECOVERY_CODES_WARNING =
  'Save these recovery codes somewhere safe now, such as a password manager. They will not be shown again.';
export const RECOVERY_CODES_LABEL = 'Recovery codes';
export const COPY_CODES_FAILED_TEXT = 'The codes could not be copied. Select them and copy them yourself.';

type CopyState = 'idle' | 'copied' | 'failed';

/** The recovery codes, shown this once, with a button that copies them all. */
export function RecoveryCodesList({ codes }: { codes: readonly string[] }) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const copyCodes = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <Flex vertical gap="middle">
      <Alert type="warning" showIcon title={RECOVERY_CODES_WARNING} />
      <Typography.Paragraph style={{ margin: 0 }}>
        If you lose your phone, each code signs you in once instead of a code from the app.
      </Typography.Paragraph>
      <ol aria-label={RECOVERY_CODES_LABEL} style={{ columns: 2, margin: 0, paddingInlineStart: 24 }}>
        {codes.map((code) => (
          <li key={code}>
            <Typography.Text code>{code}</Typography.Text>
          </li>
        ))}
      </ol>
      <Flex gap="small" align="center" wrap>
        <Button onClick={() => void copyCodes()}>Copy codes</Button>
        <Typography.Text type={copy === 'failed' ? 'danger' : 'success'} role="status">
          {copy === 'copied' ? 'Copied.' : copy === 'failed' ? COPY_CODES_FAILED_TEXT : ''}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
