import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobRoleChoice } from '@refnet/contracts/accounts';
import type { ClinicianCard, ClinicianPickerProps } from '@refnet/contracts/clinicians';
import { REFERRAL_MESSAGES } from '@refnet/contracts/referrals';
import { RefnetProviders } from '@refnet/shared-ui';
import { fetchJobRoles } from '@refnet/shared-ui/accounts';
import { chooseOption, JOB_ROLES } from '@refnet/shared-ui/testing';
import { clinicianCardFixture } from '../testing/wizardFixtures';
import { ClinicianStep, SET_OPEN_LABEL, type ClinicianStepProps } from './ClinicianStep';

jest.mock('@refnet/shared-ui/accounts', () =>
  jest
    .requireActual<typeof import('@refnet/shared-ui/testing')>('@refnet/shared-ui/testing')
    .entryWithCalls(jest.requireActual('@refnet/shared-ui/accounts'), {
      fetchJobRoles: jest.fn(),
    }),
);

const [gp, , knee, urology] = [JOB_ROLES[0]!, JOB_ROLES[1]!, JOB_ROLES[2]!, JOB_ROLES[3]!];
const dermatology = { ...gp, id: 6, jobRole: 'Consultant Physician', specialty: 'Dermatology' };
const ben = clinicianCardFixture({ jobRole: [urology, gp] });
const ada = clinicianCardFixture({ id: 7, firstName: 'Ada', lastName: 'Okafor' });

/** A picker that remembers what it was given, so a test can click a card through its onSelect. */
let picker: ClinicianPickerProps | undefined;
function FakePicker(props: ClinicianPickerProps) {
  picker = props;
  return null;
}
const select = (card: ClinicianCard) => act(() => picker!.onSelect(card));

/** Renders the step once the job roles have loaded. */
async function renderStep(props: Partial<ClinicianStepProps> = {}) {
  const handlers = { onChooseJobRole: jest.fn(), onChooseClinician: jest.fn(), onSetOpen: jest.fn() };
  const all: ClinicianStepProps = {
    choice: {},
    jobRoleId: 0,
    insuranceProviderId: 12,
    origin: { lat: 51.5, lng: -0.17 },
    ownUserProfileId: 7,
    Picker: FakePicker,
    ...handlers,
    ...props,
  };
  const view = render(
    <RefnetProviders>
      <ClinicianStep {...all} />
    </RefnetProviders>,
  );
  await waitFor(() => expect(screen.getByLabelText('Job role')).toBeEnabled());
  return {
    ...handlers,
    rerender: (next: Partial<ClinicianStepProps>) =>
      view.rerender(
        <RefnetProviders>
          <ClinicianStep {...all} {...next} />
        </RefnetProviders>,
      ),
  };
}

beforeEach(() => {
  picker = undefined;
  jest.mocked(fetchJobRoles).mockResolvedValue({
    jobRoles: [...JOB_ROLES, dermatology],
    clinicianTypes: [],
    specialties: [],
    doctorIds: [],
  });
});

describe('step 2: clinician selection', () => {
  it("gives the picker the job role, the patient's insurer and address", async () => {
    await renderStep({ jobRoleId: 4 });
    expect(picker).toMatchObject({
      jobRoleId: 4,
      insuranceProviderId: 12,
      origin: { lat: 51.5, lng: -0.17 },
    });
  });

  it('keeps "Set open to all suitable clinicians" disabled until a job role is chosen', async () => {
    const { onSetOpen, rerender } = await renderStep();
    expect(screen.getByRole('button', { name: SET_OPEN_LABEL })).toBeDisabled();
    rerender({ jobRoleId: 4, choice: { role: 'Consultant', specialty: 'Urology' } });
    await userEvent.click(screen.getByRole('button', { name: SET_OPEN_LABEL }));
    expect(onSetOpen).toHaveBeenCalled();
  });

  it('drills the job role down and reports the leaf', async () => {
    const { onChooseJobRole, rerender } = await renderStep();
    await chooseOption('Job role', 'Consultant');
    expect(onChooseJobRole).toHaveBeenLastCalledWith({ role: 'Consultant' }, null);
    const choice: JobRoleChoice = { role: 'Consultant', specialty: 'Orthopaedic Surgery' };
    rerender({ choice });
    await chooseOption('Sub-specialty', 'Knee');
    expect(onChooseJobRole).toHaveBeenLastCalledWith({ ...choice, subSpecialty: 'Knee' }, knee);
  });

  it("with no job role chosen, adopts the clinician's first job role", async () => {
    const { onChooseClinician } = await renderStep();
    select(ben);
    expect(onChooseClinician).toHaveBeenCalledWith(ben, urology);
  });

  it('with a job role chosen, accepts a clinician holding it', async () => {
    const { onChooseClinician } = await renderStep({ jobRoleId: gp.id });
    select(ben);
    expect(onChooseClinician).toHaveBeenCalledWith(ben, gp);
  });

  it('refuses a clinician without the chosen job role, saying why', async () => {
    const { onChooseClinician } = await renderStep({ jobRoleId: knee.id });
    select(ben);
    expect(onChooseClinician).not.toHaveBeenCalled();
    expect(await screen.findByText(REFERRAL_MESSAGES.receiverLacksRole)).toBeInTheDocument();
  });

  it('refuses the referring clinician themselves', async () => {
    const { onChooseClinician } = await renderStep();
    select(ada);
    expect(onChooseClinician).not.toHaveBeenCalled();
    expect(await screen.findByText(REFERRAL_MESSAGES.referToSelf)).toBeInTheDocument();
  });

  it('narrows the picker by the levels chosen before a leaf, not only at the leaf', async () => {
    await renderStep({ choice: { role: 'Consultant', specialty: 'Orthopaedic Surgery' } });
    expect(picker).toMatchObject({
      jobRoleId: 0,
      jobRoleSelected: 'Consultant',
      jobSpecialtySelected: 'Orthopaedic Surgery',
    });
  });

  it("with only upper levels chosen, adopts the clinician's first role under them", async () => {
    const { onChooseClinician } = await renderStep({ choice: { role: 'Consultant' } });
    select(ben);
    expect(onChooseClinician).toHaveBeenCalledWith(ben, urology);
  });

  it('with only upper levels chosen, refuses a clinician holding no role under them', async () => {
    const { onChooseClinician } = await renderStep({
      choice: { role: 'Consultant', specialty: 'Orthopaedic Surgery' },
    });
    select(ben);
    expect(onChooseClinician).not.toHaveBeenCalled();
    expect(await screen.findByText(REFERRAL_MESSAGES.receiverLacksRole)).toBeInTheDocument();
  });

  it('finds a specialty by typing, wherever it sits in the job-role tree', async () => {
    const { onChooseJobRole } = await renderStep();
    await userEvent.type(screen.getByRole('combobox', { name: 'Job role' }), 'dermatolog');
    await userEvent.click(await screen.findByTitle('Consultant Physician – Dermatology'));
    expect(onChooseJobRole).toHaveBeenLastCalledWith(
      { role: 'Consultant Physician', specialty: 'Dermatology' },
      dermatology,
    );
  });
});
