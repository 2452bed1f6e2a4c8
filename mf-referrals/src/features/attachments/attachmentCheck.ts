import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  ATTACHMENT_SNIFF_BYTES,
  sniffAttachmentType,
} from '@refnet/contracts/conversation';

/** The first bytes of a file, read with FileReader (Blob.arrayBuffer is missing from jsdom). */
function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

/**
 * What the server would refuse, said before the file is sent: its size and its type by content (the same
 * check as the server's). Undefined: the file may go. The server decides all the same.
 */
export async function attachmentRefusal(file: Blob): Promise<string | undefined> {
  if (file.size === 0) return ATTACHMENT_MESSAGES.empty;
  if (file.size > ATTACHMENT_MAX_BYTES) return ATTACHMENT_MESSAGES.tooLarge;
  const type = sniffAttachmentType(await firstBytes(file, ATTACHMENT_SNIFF_BYTES));
  return type ? undefined : ATTACHMENT_MESSAGES.wrongType;
}
