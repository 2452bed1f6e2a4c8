import { NOTICE_AUTO_CLOSE_MS, type MessageVariant } from '@refnet/contracts';
import { Button, Flex, Modal, theme, Typography, type GlobalToken } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, type ComponentType, type CSSProperties } from 'react';
import { CheckCircleFilled, CloseCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { globalMessageAtom, useGlobalMessage } from '@refnet/shared-ui';

type VariantLook = {
  title: string;
  Icon: ComponentType<{ className?: string; style?: CSSProperties }>;
  colour: (token: GlobalToken) => string;
};

const VARIANT_LOOKS: Record<MessageVariant, VariantLook> = {
  success: { title: 'Success', Icon: CheckCircleFilled, colour: (token) => token.colorSuccess },
  info: { title: 'Information', Icon: InfoCircleFilled, colour: (token) => token.colorInfo },
  danger: { title: 'Error', Icon: CloseCircleFilled, colour: (token) => token.colorError },
};

/**
 * The app-wide message (SPEC §2.15). Render once, in the shell; it shows only for a non-empty message.
 * A success message closes by itself after SPEC §9's notice time; an error or information stays until Hide.
 */
export function GlobalMessageModal() {
  const message = useAtomValue(globalMessageAtom);
  const { hide } = useGlobalMessage();
  const { token } = theme.useToken();

  // Keyed on the message: a new one (even with the same words) gets its own full time.
  useEffect(() => {
    if (message?.variant !== 'success') return;
    const timer = setTimeout(hide, NOTICE_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [message, hide]);

  if (!message || message.message.trim() === '') return null;
  const { title, Icon, colour } = VARIANT_LOOKS[message.variant];

  return (
    <Modal
      open
      centered
      closable={false}
      onCancel={hide}
      title={
        <Flex align="center" gap="small">
          <Icon
            className={`refnet-message-icon-${message.variant}`}
            style={{ color: colour(token), fontSize: 22 }}
          />
          {title}
        </Flex>
      }
      footer={
        <Button type="primary" onClick={hide} autoFocus>
          Hide
        </Button>
      }
    >
      <Typography.Paragraph style={{ marginBottom: 0 }}>{message.message}</Typography.Paragraph>
    </Modal>
  );
}
