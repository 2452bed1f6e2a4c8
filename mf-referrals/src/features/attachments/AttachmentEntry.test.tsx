import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError, appStore, globalMessageAtom, RefnetProviders } from '@refnet/shared-ui';
import { downloadReferralAttachment, fetchReferralAttachment } from '@refnet/shared-ui/conversation';
import { AttachmentEntry, type AttachmentEntryProps } from './AttachmentEntry';
import { ATTACHMENT_TEXT } from './attachmentText';

jest.mock('@refnet/shared-ui/conversation', () => ({
  ...jest.requireActual('@refnet/shared-ui/conversation'),
  downloadReferralAttachment: jest.fn(),
  fetchReferralAttachment: jest.fn(),
}));
const fetchMock = jest.mocked(fetchReferralAttachment);
const downloadMock = jest.mocked(downloadReferralAttachment);

const LETTER = { id: 5, fileName: 'Clinic letter.pdf', contentType: 'application/pdf', sizeBytes: 245_760 };
const SCAN = { id: 6, fileName: 'scan.png', contentType: 'image/png', sizeBytes: 3_250_000 };

function renderEntry(attachment: AttachmentEntryProps['attachment'], referralId = 12) {
  return render(
    <RefnetProviders>
      <AttachmentEntry referralId={referralId} attachment={attachment} />
    </RefnetProviders>,
  );
}

let objectUrls: string[];
beforeEach(() => {
  fetchMock.mockReset();
  downloadMock.mockReset();
  appStore.set(globalMessageAtom, null);
  objectUrls = [];
  Object.assign(URL, {
    createObjectURL: jest.fn(() => {
      const url = `blob:refnet/${objectUrls.length}`;
      objectUrls.push(url);
      return url;
    }),
    revokeObjectURL: jest.fn(),
  });
});
afterEach(() => jest.restoreAllMocks());

describe('AttachmentEntry', () => {
  it('shows a PDF by name, type and size, with Open and Download named after the file', () => {
    renderEntry(LETTER);
    expect(screen.getByText('Clinic letter.pdf')).toBeInTheDocument();
    expect(screen.getByText('PDF, 240 KB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Clinic letter.pdf' })).toHaveTextContent('Open');
    expect(screen.getByRole('button', { name: 'Download Clinic letter.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Preview/ })).not.toBeInTheDocument();
    expect(document.querySelector('.anticon-file-pdf')).toHaveAttribute('aria-hidden', 'true');
  });

  it('previews an image in a dialog from the inline answer, and lets the object URL go on close', async () => {
    const blob = new Blob(['png'], { type: 'image/png' });
    fetchMock.mockResolvedValue({ blob, fileName: 'scan.png' });
    renderEntry(SCAN);
    expect(screen.getByText('PNG, 3.1 MB')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Preview scan.png' }));
    expect(fetchMock).toHaveBeenCalledWith(12, 6, 'inline');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'scan.png' })).toHaveAttribute('src', 'blob:refnet/0');
    await userEvent.click(within(dialog).getByRole('button', { name: ATTACHMENT_TEXT.close }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:refnet/0');
  });

  it("opens a PDF in a new tab (the browser's own viewer) from the inline answer", async () => {
    const tab = { opener: window, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    fetchMock.mockResolvedValue({ blob: new Blob(['%PDF-']), fileName: 'Clinic letter.pdf' });
    renderEntry(LETTER);
    await userEvent.click(screen.getByRole('button', { name: 'Open Clinic letter.pdf' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(fetchMock).toHaveBeenCalledWith(12, 5, 'inline');
    expect(tab.location.href).toBe('blob:refnet/0');
    expect(tab.opener).toBeNull();
  });

  it('says so when the browser blocks the new tab, and fetches nothing', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    renderEntry(LETTER);
    await userEvent.click(screen.getByRole('button', { name: 'Open Clinic letter.pdf' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(appStore.get(globalMessageAtom)).toEqual({
      variant: 'danger',
      message: ATTACHMENT_TEXT.popupBlocked,
    });
  });

  it("downloads under the file's name, once however often it is pressed", async () => {
    let finish: (name: string) => void = () => undefined;
    downloadMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderEntry(LETTER);
    const button = screen.getByRole('button', { name: 'Download Clinic letter.pdf' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(downloadMock).toHaveBeenCalledTimes(1);
    expect(downloadMock).toHaveBeenCalledWith(12, 5, 'Clinic letter.pdf');
    await act(async () => finish('Clinic letter.pdf'));
    expect(button).not.toHaveClass('ant-btn-loading');
  });

  it("shows a refusal's words, and closes the tab it had opened", async () => {
    const tab = { opener: window, location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const words = 'Attachments are shared with you once you accept the referral.';
    fetchMock.mockRejectedValue(new ApiRequestError({ kind: 'response', status: 403, message: words }));
    renderEntry(LETTER);
    await userEvent.click(screen.getByRole('button', { name: 'Open Clinic letter.pdf' }));
    expect(tab.close).toHaveBeenCalled();
    expect(appStore.get(globalMessageAtom)).toEqual({ variant: 'danger', message: words });
  });

  it('before acceptance (no name from the server): the type and size only, and nothing to open', () => {
    renderEntry({ ...LETTER, fileName: null });
    expect(screen.getByText('A PDF file')).toBeInTheDocument();
    expect(screen.getByText('PDF, 240 KB')).toBeInTheDocument();
    expect(screen.getByText(ATTACHMENT_TEXT.notYetShared)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
