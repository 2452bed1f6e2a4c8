import { Button, Popconfirm, type TableColumnsType } from 'antd';
import type { Message } from '@refnet/contracts';
import { API_TOKEN_TEXTS, type ApiToken } from '@refnet/contracts/api-tokens';
import { isApiRequestError, useGlobalMessage } from '@refnet/shared-ui';

/** What a failed revoke says when the server gave no words of its own. */
export const REVOKE_API_TOKEN_FAILED_TEXT = 'The API token could not be revoked. Please try again.';

export interface RevokeApiTokenButtonProps {
  /** The token's name, which the question and the button's accessible name say. */
  name: string;
  /** The call that revokes it (the owner's or staff's); its answer's message is shown. */
  revoke: () => Promise<{ message: Message }>;
  /** What is shown when the call fails without the server's own words. */
  failedText?: string;
}

/**
 * Revoke, once confirmed: for the owner on their profile and for staff on theirs. The list on screen is asked
 * again after the write by the data layer, not here.
 */
export function RevokeApiTokenButton({
  name,
  revoke,
  failedText = REVOKE_API_TOKEN_FAILED_TEXT,
}: RevokeApiTokenButtonProps) {
  const { show } = useGlobalMessage();
  const confirm = async () => {
    try {
      show((await revoke()).message);
    } catch (error) {
      show(
        (isApiRequestError(error) ? error.serverMessage : undefined) ?? {
          variant: 'danger',
          message: failedText,
        },
      );
    }
  };
  return (
    <Popconfirm
      title={API_TOKEN_TEXTS.revokeQuestion(name)}
      description={API_TOKEN_TEXTS.revokeExplanation}
      okText="Revoke"
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      // Returning the promise keeps the question open, its button loading, until the answer.
      onConfirm={confirm}
    >
      <Button size="small" danger aria-label={`Revoke ${name}`}>
        Revoke
      </Button>
    </Popconfirm>
  );
}

/** The Action column of a list of tokens: Revoke while the token still works, through `revoke`. */
export function revokeApiTokenColumn<Row extends ApiToken>(
  revoke: (token: Row) => Promise<{ message: Message }>,
): TableColumnsType<Row>[number] {
  return {
    title: 'Action',
    key: 'action',
    render: (_, token) =>
      token.state === 'active' ? (
        <RevokeApiTokenButton name={token.name} revoke={() => revoke(token)} />
      ) : null,
  };
}
