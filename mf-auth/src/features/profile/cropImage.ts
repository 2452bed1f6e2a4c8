import { PROFILE_PICTURE_CROP } from '@refnet/contracts/accounts';

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The picture could not be read.'));
    image.src = source;
  });
}

/** Renders `area` of the picture onto a 400×300 canvas and returns it as base64, without the data: prefix. */
export async function cropToBase64(source: string, area: PixelArea, type: string): Promise<string> {
  const image = await loadImage(source);
  const canvas = document.createElement('canvas');
  canvas.width = PROFILE_PICTURE_CROP.width;
  canvas.height = PROFILE_PICTURE_CROP.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The picture could not be cropped in this browser.');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  const dataUrl = canvas.toDataURL(type === 'image/png' ? 'image/png' : 'image/jpeg', 0.9);
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}

/** Reads a chosen file as a data: URL for the cropper. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The picture could not be read.'));
    reader.readAsDataURL(file);
  });
}
