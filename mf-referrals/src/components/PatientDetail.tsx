import type { PatientPlaceholders } from './patientPlaceholders';
import type { PatientView } from './patientView';
import { PrivateValue } from './PrivateValue';

export interface PatientDetailProps {
  view: PatientView;
  field: keyof PatientPlaceholders;
  placeholders: PatientPlaceholders;
}

/** One identifying detail of the patient: the real value, or a blurred placeholder while it is private. */
export function PatientDetail({ view, field, placeholders }: PatientDetailProps) {
  if (view.kind === 'private') return <PrivateValue placeholder={placeholders[field]} />;
  return <>{view[field] || '—'}</>;
}
