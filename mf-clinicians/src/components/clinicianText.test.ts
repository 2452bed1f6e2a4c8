/** @jest-environment node */
import { clinicianCard, contact, jobRole } from '../testing/clinicianFixtures';
import { firstReferralEmail, formatDistance, jobTitlesOf } from './clinicianText';

describe('jobTitlesOf', () => {
  it('lists each job title once, in job-role order', () => {
    const { userProfile } = clinicianCard({
      jobRole: [jobRole(2, 'Orthopaedic Surgeon'), jobRole(3, 'Orthopaedic Surgeon'), jobRole(1, 'GP')],
    });
    expect(jobTitlesOf(userProfile)).toEqual(['Orthopaedic Surgeon', 'GP']);
  });

  it('is empty for a clinician without job roles', () => {
    expect(jobTitlesOf(clinicianCard({ jobRole: [] }).userProfile)).toEqual([]);
  });
});

describe('firstReferralEmail', () => {
  it('skips phone numbers and blank e-mails', () => {
    const { userProfile } = clinicianCard({
      appointmentsContact: [
        contact({ type: 'phoneNumber', phoneNumber: '+44 20 7946 0000' }),
        contact({ email: ' ' }),
        contact({ email: 'bookings@clinic.example' }),
        contact({ email: 'other@clinic.example' }),
      ],
    });
    expect(firstReferralEmail(userProfile)).toBe('bookings@clinic.example');
  });

  it('is undefined without an e-mail contact', () => {
    expect(firstReferralEmail(clinicianCard({ appointmentsContact: [] }).userProfile)).toBeUndefined();
  });
});

describe('formatDistance', () => {
  it('shows kilometres to one decimal', () => {
    expect(formatDistance(2.43)).toBe('2.4 km');
    expect(formatDistance(0)).toBe('0.0 km');
    expect(formatDistance(12.96)).toBe('13.0 km');
  });

  it('shows nothing outside a search', () => {
    expect(formatDistance(null)).toBe('');
  });
});
