/** @jest-environment node */
import { clinicTitle, describeClinic } from './clinicLabels';

describe('clinic labels', () => {
  it('heads a clinic with its room and centre, or the centre alone', () => {
    expect(clinicTitle({ clinicName: 'Room 3', centreName: 'Harley Street Medical Centre' })).toBe(
      'Room 3, Harley Street Medical Centre',
    );
    expect(clinicTitle({ clinicName: '', centreName: 'Harley Street Medical Centre' })).toBe(
      'Harley Street Medical Centre',
    );
  });

  it('describes a clinic being registered on one line with its address', () => {
    const clinic = {
      clinicName: '',
      centreName: 'Euston Health Centre',
      address: { firstLine: '235 Euston Road', city: 'London', postcode: 'NW1 2BU' },
    };
    expect(describeClinic(clinic)).toBe('Euston Health Centre, 235 Euston Road, London, NW1 2BU');
  });
});
