import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MESSAGES } from '@refnet/contracts/conversation';
import { ApiRequestError, RefnetProviders } from '@refnet/shared-ui';
import { uploadReferralAttachment } from '@refnet/shared-ui/conversation';
import { AttachmentUpload } from './AttachmentUpload';
import { ATTACHMENT_TEXT } from './attachmentText';

jest.mock('@refnet/shared-ui/conversation', () => ({
  ...jest.requireActual('@refnet/shared-ui/conversation'),
  uploadReferralAttachment: jest.fn(),
}));
const uploadMock = jest.mocked(uploadReferralAttachment);

const PDF_START = '%PDF-1.4\n';
const pdfFile = (name = 'letter.pdf') => new File([PDF_START, 'a letter'], name, { type: 'application/pdf' });
const STORED = {
  message: { variant: 'success' as const, message: ATTACHMENT_MESSAGES.attached },
  attachment: {
    id: 5,
    fileName: 'letter.pdf',
    contentType: 'application/pdf' as const,
    sizeBytes: 17,
    createdAt: '2026-11-29T09:05:00.000Z',
  },
};

function renderUpload(onUploaded = jest.fn()) {
  const view = render(
    <RefnetProviders>
      <AttachmentUpload referralId={12} onUploaded={onUploaded} />
    </RefnetProviders>,
  );
  // The picker's <input> is replaced after each choice (so the same file can be chosen again): ask anew.
  const input = () => view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { input, onUploaded };
}

beforeEach(() => uploadMock.mockReset());

describe('AttachmentUpload', () => {
  it('offers PDF, JPEG and PNG by a named, keyboard-reachable drop zone', () => {
    const { input } = renderUpload();
    const zone = screen.getByRole('button', { name: new RegExp(ATTACHMENT_TEXT.attach) });
    expect(zone).toHaveAttribute('tabindex', '0');
    expect(zone).toHaveTextContent(ATTACHMENT_TEXT.limits);
    expect(input()).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png');
    expect(input().multiple).toBe(false);
  });

  it('sends a PDF with progress, then says it is attached and tells the timeline', async () => {
    let progress: (percent: number) => void = () => undefined;
    let finish: (answer: typeof STORED) => void = () => undefined;
    uploadMock.mockImplementation((_ref, _file, _name, options) => {
      progress = options!.onProgress!;
      return new Promise((resolve) => (finish = resolve));
    });
    const { input, onUploaded } = renderUpload();
    const file = pdfFile();
    await userEvent.upload(input(), file);
    expect(uploadMock).toHaveBeenCalledWith(12, file, 'letter.pdf', expect.any(Object));
    act(() => progress(40));
    expect(
      screen.getByRole('progressbar', { name: `${ATTACHMENT_TEXT.uploading} letter.pdf` }),
    ).toHaveAttribute('aria-valuenow', '40');
    await act(async () => finish(STORED));
    expect(screen.getByText('letter.pdf: attached.')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith(STORED.attachment);
  });

  it('refuses by content before sending: a text file named .pdf', async () => {
    const { input } = renderUpload();
    await userEvent.upload(input(), new File(['Seen on Monday.'], 'notes.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ATTACHMENT_MESSAGES.wrongType);
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('refuses a file over 10 MB, and an empty one, before sending', async () => {
    const { input } = renderUpload();
    const large = new File([PDF_START, new Uint8Array(ATTACHMENT_MAX_BYTES)], 'big.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(input(), large);
    expect(await screen.findByRole('alert')).toHaveTextContent(ATTACHMENT_MESSAGES.tooLarge);
    await userEvent.upload(input(), new File([], 'empty.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ATTACHMENT_MESSAGES.empty);
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal, and takes another file afterwards", async () => {
    uploadMock
      .mockRejectedValueOnce(
        new ApiRequestError({ kind: 'response', status: 409, message: ATTACHMENT_MESSAGES.tooMany }),
      )
      .mockResolvedValueOnce(STORED);
    const { input, onUploaded } = renderUpload();
    await userEvent.upload(input(), pdfFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(ATTACHMENT_MESSAGES.tooMany);
    expect(onUploaded).not.toHaveBeenCalled();
    await userEvent.upload(input(), pdfFile());
    expect(await screen.findByText('letter.pdf: attached.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
