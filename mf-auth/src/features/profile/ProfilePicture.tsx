import { useState } from 'react';
import { Button, Flex, UserOutlined } from '@refnet/shared-ui';
import { Avatar } from '@refnet/shared-ui/display';
import { PictureUploadModal } from './PictureUploadModal';

export interface ProfilePictureProps {
  /** A site-relative path or an absolute URL; empty when there is no picture. */
  src: string;
  name: string;
}

/** The owner's picture (or a placeholder) with the button to replace it. */
export function ProfilePicture({ src, name }: ProfilePictureProps) {
  const [uploading, setUploading] = useState(false);
  return (
    <Flex vertical align="center" gap="small">
      <Avatar
        shape="square"
        size={{ xs: 120, sm: 120, md: 160, lg: 160, xl: 160, xxl: 160 }}
        src={src || undefined}
        icon={src ? undefined : <UserOutlined />}
        alt={src ? `Profile picture of ${name}` : undefined}
        aria-label={src ? undefined : 'No profile picture'}
      />
      <Button size="small" onClick={() => setUploading(true)}>
        Upload picture
      </Button>
      <PictureUploadModal open={uploading} onClose={() => setUploading(false)} />
    </Flex>
  );
}
