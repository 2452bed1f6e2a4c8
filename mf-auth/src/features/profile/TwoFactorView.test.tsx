import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SECOND_FACTOR_TEXTS, type SecondFactorStatus } from '@refnet/contracts/second-factor';
import { apiClient, appStore, globalMessageAtom, RefnetProviders } from '@refnet/shared-ui';
import { fakeTransport, type FakeReply } from '@refnet/shared-ui/testing';
import { QR_CODE_ALT, SETUP_KEY_LABEL } from '../../components/second-factor/EnrolmentInstructions';
import { RECOVERY_CODES_LABEL } from '../../components/second-factor/RecoveryCodesList';
import { SET_UP_TEXT } from './TwoFactorEnrolment';
import { LOADING_SECOND_FACTOR_TEXT, SECOND_FACTOR_LOAD_FAILED_TEXT, TwoFactorView } from './TwoFactorView';

type FakeServer = Record<string, FakeReply | FakeReply[]>;

const OFF: SecondFactorStatus = { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false };
const ON: SecondFactorStatus = {
  enabled: true,
  enabledAt: '2026-03-02T09:15:00Z',
  recoveryCodesLeft: 7,
  required: false,
};
const status = (value: SecondFactorStatus): FakeReply => ({ status: 200, data: value });
const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/RefNet:ada%40example.org?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
};
const CODES = Array.from({ length: 10 }, (_, index) => `wxyz-abcd-${index + 2}${index + 2}`);
const success = (message: string) => ({ variant: 'success', message }) as const;

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
  appStore.set(globalMessageAtom, null);
});

/** The view against a fake server: replies by "method url", several in turn (the last one kept). */
function renderView(server: FakeServer) {
  const transport = fakeTransport(({ method, url }) => {
    const reply = server[`${method} ${url}`];
    if (!Array.isArray(reply)) return reply ?? { status: 404 };
    return (reply.length > 1 ? reply.shift() : reply[0]) ?? { status: 404 };
  });
  apiClient.defaults.adapter = transport.adapter;
  render(
    <RefnetProviders>
      <TwoFactorView />
    </RefnetProviders>,
  );
  return {
    bodyOf: (key: string): unknown => {
      const request = transport.requests.filter(({ method, url }) => `${method} ${url}` === key).at(-1);
      if (!request) throw new Error(`no request ${key}`);
      return JSON.parse(request.data as string);
    },
  };
}

describe('TwoFactorView', () => {
  it('says it is loading, and offers a retry when the settings cannot be loaded', async () => {
    renderView({ 'get /second-factor/': [{ status: 500 }, status(OFF)] });
    expect(screen.getByText(LOADING_SECOND_FACTOR_TEXT)).toBeInTheDocument();
    expect(await screen.findByText(SECOND_FACTOR_LOAD_FAILED_TEXT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('button', { name: SET_UP_TEXT })).toBeInTheDocument();
  });

  it('sets it up: the QR code and key, a first code, then the recovery codes once', async () => {
    const server = renderView({
      'get /second-factor/': [status(OFF), status({ ...ON, recoveryCodesLeft: 10 })],
      'post /second-factor/enrolment/': { status: 200, data: ENROLMENT },
      'post /second-factor/enrolment/confirm/': {
        status: 200,
        data: { message: success(SECOND_FACTOR_TEXTS.enabled), recoveryCodes: CODES },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: SET_UP_TEXT }));
    expect(await screen.findByRole('img', { name: QR_CODE_ALT })).toBeInTheDocument();
    expect(screen.getByLabelText(SETUP_KEY_LABEL)).toHaveTextContent('JBSW Y3DP');

    await userEvent.type(screen.getByLabelText('6-digit code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: RECOVERY_CODES_LABEL });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(server.bodyOf('post /second-factor/enrolment/confirm/')).toEqual({ code: '123456' });
    expect(appStore.get(globalMessageAtom)).toEqual(success(SECOND_FACTOR_TEXTS.enabled));

    await userEvent.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(await screen.findByText(/You have 10 recovery codes left\./)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: RECOVERY_CODES_LABEL })).not.toBeInTheDocument();
  });

  it('keeps it off after a wrong first code, saying why', async () => {
    renderView({
      'get /second-factor/': status(OFF),
      'post /second-factor/enrolment/': { status: 200, data: ENROLMENT },
      'post /second-factor/enrolment/confirm/': {
        status: 400,
        data: { message: { variant: 'danger', message: SECOND_FACTOR_TEXTS.wrongCode } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: SET_UP_TEXT }));
    await userEvent.type(await screen.findByLabelText('6-digit code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SECOND_FACTOR_TEXTS.wrongCode);
    expect(screen.getByRole('img', { name: QR_CODE_ALT })).toBeInTheDocument();
  });

  it('when on: since when and the codes left; turning it off takes a current code', async () => {
    const server = renderView({
      'get /second-factor/': [status(ON), status(OFF)],
      'post /second-factor/turn-off/': {
        status: 200,
        data: { message: success(SECOND_FACTOR_TEXTS.disabled) },
      },
    });
    expect(
      await screen.findByText(/on since 02\/03\/2026.*You have 7 recovery codes left\./),
    ).toBeInTheDocument();
    const turnOff = screen.getByRole('form', { name: 'Turn off two-factor sign-in' });
    await userEvent.type(within(turnOff).getByLabelText('6-digit code'), '654321');
    await userEvent.click(within(turnOff).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: SET_UP_TEXT })).toBeInTheDocument();
    expect(server.bodyOf('post /second-factor/turn-off/')).toEqual({ code: '654321' });
  });

  it('makes new recovery codes with a recovery code, and shows them', async () => {
    const server = renderView({
      'get /second-factor/': status(ON),
      'post /second-factor/recovery-codes/': {
        status: 200,
        data: { message: success(SECOND_FACTOR_TEXTS.recoveryCodesRenewed), recoveryCodes: CODES },
      },
    });
    const renew = await screen.findByRole('form', { name: 'Make new recovery codes' });
    await userEvent.click(within(renew).getByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(within(renew).getByLabelText('Recovery code'), 'abcd-efgh-jk');
    await userEvent.click(within(renew).getByRole('button', { name: 'Make new codes' }));
    expect(await screen.findByRole('list', { name: RECOVERY_CODES_LABEL })).toBeInTheDocument();
    expect(server.bodyOf('post /second-factor/recovery-codes/')).toEqual({ recoveryCode: 'abcd-efgh-jk' });
  });

  it('staff who must keep it are not offered to turn it off', async () => {
    renderView({ 'get /second-factor/': status({ ...ON, required: true }) });
    expect(await screen.findByText(SECOND_FACTOR_TEXTS.requiredForStaff)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Turn off two-factor sign-in' })).not.toBeInTheDocument();
  });
});
