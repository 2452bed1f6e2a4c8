import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchPatient } from '@refnet/shared-ui/patients';
import { patientFixture } from '@refnet/shared-ui/testing';
import { NEW_PATIENT_ID } from '../testing/fakeParcels';
import { NEW_PATIENT_LOAD_FAILED_TEXT, NewPatientForm } from './NewPatientForm';

jest.mock('@refnet/shared-ui/display', () => ({
  ...jest.requireActual('@refnet/shared-ui/display'),
  RemoteParcel: jest.requireActual('../testing/fakeParcels').FakeRemoteParcel,
}));
jest.mock('@refnet/shared-ui/patients', () =>
  jest
    .requireActual<typeof import('@refnet/shared-ui/testing')>('@refnet/shared-ui/testing')
    .entryWithCalls(jest.requireActual('@refnet/shared-ui/patients'), {
      fetchPatient: jest.fn(),
    }),
);

describe('NewPatientForm (wizard step 0)', () => {
  it('hides the form once the patient is saved, and retries only the fetch when it fails', async () => {
    const nina = patientFixture({ id: NEW_PATIENT_ID, firstName: 'Nina' });
    jest
      .mocked(fetchPatient)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ currentPatient: nina } as Awaited<ReturnType<typeof fetchPatient>>);
    const onCreated = jest.fn();
    render(<NewPatientForm onCreated={onCreated} />);

    await userEvent.click(screen.getByRole('button', { name: 'Save the new patient' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NEW_PATIENT_LOAD_FAILED_TEXT);
    expect(screen.queryByRole('button', { name: 'Save the new patient' })).not.toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onCreated).toHaveBeenCalledWith(nina);
    expect(fetchPatient).toHaveBeenNthCalledWith(2, NEW_PATIENT_ID);
  });
});
