import type { AdminUser } from '@refnet/contracts/admin';
import { Button, Flex, useGlobalMessage } from '@refnet/shared-ui';
import { resetSecondFactorAsStaff } from '@refnet/shared-ui/admin';
import { Popconfirm } from '@refnet/shared-ui/display';
import type { TableColumnType } from '@refnet/shared-ui/tables';
import { failureMessage } from '../../components/failureMessage';

export const SECOND_FACTOR_COLUMN = 'Two-factor';
export const RESET_SECOND_FACTOR_FAILED_TEXT = 'Two-factor sign-in could not be reset. Please try again.';
export const resetQuestion = (user: AdminUser) =>
  `Reset two-factor sign-in for ${user.firstName} ${user.lastName}?`;
export const RESET_EXPLANATION =
  'Do this only when you are sure who asked (a lost phone). They are signed out everywhere and set it up again.';

/** Reset, once confirmed; the list is asked again after the write by the data layer. */
function ResetSecondFactorButton({ user, refusal }: { user: AdminUser; refusal: string | null }) {
  const { show } = useGlobalMessage();
  const confirm = async () => {
    try {
      show((await resetSecondFactorAsStaff(user.userId)).message);
    } catch (error) {
      show(failureMessage(error, RESET_SECOND_FACTOR_FAILED_TEXT));
    }
  };
  return (
    <Popconfirm
      title={resetQuestion(user)}
      description={RESET_EXPLANATION}
      okText="Reset"
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      // Returning the promise keeps the question open, its button loading, until the answer.
      onConfirm={confirm}
      disabled={refusal !== null}
    >
      <Button
        size="small"
        danger
        disabled={refusal !== null}
        title={refusal ?? undefined}
        aria-label={`Reset two-factor sign-in of ${user.firstName} ${user.lastName}`}
      >
        Reset
      </Button>
    </Popconfirm>
  );
}

/**
 * Issue 22: whether the user's two-factor sign-in is on, and Reset for one who lost their phone; `refusalFor`
 * says why the viewer may not (the button is then disabled, saying so on hover).
 */
export function secondFactorColumn(
  refusalFor: (user: AdminUser) => string | null,
): TableColumnType<AdminUser> {
  return {
    title: SECOND_FACTOR_COLUMN,
    key: 'second-factor',
    render: (_, user) =>
      user.hasSecondFactor ? (
        <Flex gap="small" align="center">
          On
          <ResetSecondFactorButton user={user} refusal={refusalFor(user)} />
        </Flex>
      ) : (
        'Off'
      ),
  };
}
