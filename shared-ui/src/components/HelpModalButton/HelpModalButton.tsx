import { Button, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { QuestionCircleOutlined } from '@ant-design/icons';

export type HelpModalButtonProps = {
  /** The modal's title, also the button's accessible name, e.g. "Patient Group Information". */
  title: string;
  children: ReactNode;
};

/** A help button beside a list's heading that explains the list in a modal (SPEC §2.7, §2.8, §2.10). */
export function HelpModalButton({ title, children }: HelpModalButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        shape="circle"
        icon={<QuestionCircleOutlined />}
        aria-label={title}
        title={title}
        onClick={() => setOpen(true)}
      />
      <Modal
        open={open}
        title={title}
        onCancel={close}
        footer={
          <Button type="primary" onClick={close}>
            Close
          </Button>
        }
      >
        {children}
      </Modal>
    </>
  );
}
