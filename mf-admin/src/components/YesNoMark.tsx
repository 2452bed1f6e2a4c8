import { refnetColours } from '@refnet/shared-ui';
import { CheckCircleFilled, CloseCircleFilled } from '@refnet/shared-ui/display';

/** SPEC §2.14 Staff / Site Admin: a green tick or a red cross, heard as "Yes" or "No". */
export function YesNoMark({ value }: { value: boolean }) {
  return value ? (
    <CheckCircleFilled role="img" aria-label="Yes" style={{ color: refnetColours.success, fontSize: 18 }} />
  ) : (
    <CloseCircleFilled role="img" aria-label="No" style={{ color: refnetColours.danger, fontSize: 18 }} />
  );
}
