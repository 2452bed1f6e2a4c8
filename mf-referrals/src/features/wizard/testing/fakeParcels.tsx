// Test-only: RemoteParcel stand-ins, so jest never loads Module Federation. Use in a test file as
//   jest.mock('@refnet/shared-ui/display', () => ({
//     ...jest.requireActual('@refnet/shared-ui/display'),
//     RemoteParcel: jest.requireActual('<path>/testing/fakeParcels').FakeRemoteParcel,
//   }));
import type { ClinicianCard, ClinicianPickerProps } from '@refnet/contracts/clinicians';
import type { PatientFormParcelProps } from '@refnet/contracts/referrals';

/** The id the fake patient form "saves". */
export const NEW_PATIENT_ID = 314;

/** The cards the fake picker offers; a test sets them before rendering. */
export const pickerCards: ClinicianCard[] = [];

const cardName = (card: ClinicianCard) => `${card.userProfile.firstName} ${card.userProfile.lastName}`;

/** The clinician picker: says what it was asked for, and offers "Select <name>" per card. */
export function FakePicker({
  jobRoleId,
  jobRoleSelected,
  jobSpecialtySelected,
  insuranceProviderId,
  origin,
  onSelect,
}: ClinicianPickerProps) {
  return (
    <div aria-label="Clinician picker" role="group">
      <p data-testid="picker-props">
        {`jobRoleId=${jobRoleId ?? ''} insuranceProviderId=${insuranceProviderId ?? ''} origin=${
          origin ? `${origin.lat},${origin.lng}` : 'none'
        }`}
      </p>
      <p data-testid="picker-role-names">
        {`jobRoleSelected=${jobRoleSelected ?? ''} jobSpecialtySelected=${jobSpecialtySelected ?? ''}`}
      </p>
      {pickerCards.map((card) => (
        <button key={card.id} type="button" onClick={() => onSelect(card)}>
          {`Select ${cardName(card)}`}
        </button>
      ))}
    </div>
  );
}

function FakePatientForm({ onSaved }: PatientFormParcelProps) {
  return (
    <button type="button" onClick={() => onSaved(NEW_PATIENT_ID)}>
      Save the new patient
    </button>
  );
}

export function FakeRemoteParcel({ id, parcelProps }: { id: string; parcelProps: object }) {
  if (id === 'mf_clinicians/clinicianPicker')
    return <FakePicker {...(parcelProps as ClinicianPickerProps)} />;
  if (id === 'mf_patients/patientForm')
    return <FakePatientForm {...(parcelProps as PatientFormParcelProps)} />;
  throw new Error(`No fake parcel for ${id}`);
}
