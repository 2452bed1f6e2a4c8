import { useId, useState, type ChangeEvent } from 'react';
import Cropper from 'react-easy-crop';
import {
  PROFILE_PICTURE_CROP,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_TOO_LARGE_MESSAGE,
  PROFILE_PICTURE_TYPE_MESSAGE,
} from '@refnet/contracts/accounts';
import { Flex, isApiRequestError, Typography } from '@refnet/shared-ui';
import { uploadProfilePicture } from '@refnet/shared-ui/accounts';
import { Alert, Modal } from '@refnet/shared-ui/display';
import { Slider } from '@refnet/shared-ui/forms';
import { cropToBase64, readAsDataUrl, type PixelArea } from './cropImage';

const ACCEPTED_TYPES = ['image/png', 'image/jpeg'];
export const UPLOAD_FAILED_MESSAGE = 'The picture could not be uploaded. Please try again.';

interface Picture {
  source: string;
  type: string;
}

export interface PictureUploadModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Choose a PNG or JPEG of at most 700 KB, crop it to 400×300 and upload it (SPEC §5, §9). A file
 * that is too large or of another type clears the selection. Success reloads the page (SPEC §4).
 */
export function PictureUploadModal({ open, onClose }: PictureUploadModalProps) {
  const inputId = useId();
  const [picture, setPicture] = useState<Picture | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const reset = () => {
    setPicture(null);
    setArea(null);
    setZoom(1);
    setCrop({ x: 0, y: 0 });
    setError(null);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    reset();
    if (!file) return;
    const refusal = !ACCEPTED_TYPES.includes(file.type)
      ? PROFILE_PICTURE_TYPE_MESSAGE
      : file.size > PROFILE_PICTURE_MAX_BYTES
        ? PROFILE_PICTURE_TOO_LARGE_MESSAGE
        : null;
    if (refusal) {
      input.value = '';
      setError(refusal);
      return;
    }
    try {
      setPicture({ source: await readAsDataUrl(file), type: file.type });
    } catch (readError) {
      input.value = '';
      setError(readError instanceof Error ? readError.message : UPLOAD_FAILED_MESSAGE);
    }
  };

  const upload = async () => {
    if (!picture || !area) return;
    setUploading(true);
    setError(null);
    try {
      await uploadProfilePicture(await cropToBase64(picture.source, area, picture.type));
      onClose();
      window.location.reload();
    } catch (uploadError) {
      setError(
        isApiRequestError(uploadError) && uploadError.serverMessage
          ? uploadError.serverMessage.message
          : UPLOAD_FAILED_MESSAGE,
      );
      setUploading(false);
    }
  };

  return (
    <Modal
      title="Upload a profile picture"
      open={open}
      okText="Upload"
      okButtonProps={{ disabled: !picture || !area, loading: uploading }}
      onOk={upload}
      onCancel={() => {
        reset();
        onClose();
      }}
      destroyOnHidden
    >
      <Flex vertical gap="middle">
        <label htmlFor={inputId}>
          <Typography.Text>Picture (PNG or JPEG, at most 700 KB)</Typography.Text>
        </label>
        <input id={inputId} type="file" accept={ACCEPTED_TYPES.join(',')} onChange={choose} />
        {error && <Alert type="error" showIcon role="alert" title={error} />}
        {picture && (
          <>
            <div style={{ position: 'relative', width: '100%', height: 300, background: '#333' }}>
              <Cropper
                image={picture.source}
                crop={crop}
                zoom={zoom}
                aspect={PROFILE_PICTURE_CROP.width / PROFILE_PICTURE_CROP.height}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_area, pixels) => setArea(pixels)}
              />
            </div>
            <Slider min={1} max={3} step={0.1} value={zoom} onChange={setZoom} ariaLabelForHandle="Zoom" />
          </>
        )}
      </Flex>
    </Modal>
  );
}
