import type { ComponentProps } from 'react';
import { Button, DownOutlined, UserOutlined } from '@refnet/shared-ui';

type ProfileMenuButtonProps = ComponentProps<typeof Button> & { displayName: string };

/** The header's account button: shown at once, and wrapped in the menu once that has loaded. */
export function ProfileMenuButton({ displayName, ...buttonProps }: ProfileMenuButtonProps) {
  return (
    <Button
      type="text"
      icon={<UserOutlined />}
      aria-label={`Account menu for ${displayName}`}
      {...buttonProps}
    >
      {displayName} <DownOutlined />
    </Button>
  );
}
