import type { MessageVariant } from '@refnet/contracts';
import { Button, Flex, Modal, theme, Typography, type GlobalToken } from 'antd';
import { useAtomValue } from 'jotai';
import type { ComponentType, CSSProperties } from 'react';
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

/** The app-wide message (SPEC §2.15). Render once, in the shell; it shows only for a non-empty message. */
export function GlobalMessageModal() {
  const message = useAtomValue(globalMessageAtom);
  const { hide } = useGlobalMessage();
  const { token } = theme.useToken();

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
