import { termsTickedField } from '@refnet/contracts/accounts';
import { Checkbox, Form, schemaRule } from '@refnet/shared-ui/forms';

/** SPEC §5: the terms can be ticked only once both passwords are filled in and match. */
export const passwordsAgree = (password: unknown, rePassword: unknown) =>
  typeof password === 'string' && password !== '' && password === rePassword;

export const TERMS_LOCKED_HINT = 'Enter matching passwords to accept the terms.';

/** The terms checkbox of a form with `password` and `rePassword` fields. */
export function TermsField() {
  return (
    <Form.Item noStyle dependencies={['password', 'rePassword']}>
      {({ getFieldValue }) => {
        const unlocked = passwordsAgree(getFieldValue('password'), getFieldValue('rePassword'));
        return (
          <Form.Item
            name="acceptedTerms"
            valuePropName="checked"
            rules={[schemaRule(termsTickedField)]}
            extra={unlocked ? undefined : TERMS_LOCKED_HINT}
          >
            <Checkbox disabled={!unlocked}>
              I accept the{' '}
              <a href="/policy" target="_blank" rel="noopener noreferrer">
                terms and conditions and the cookies policy
              </a>
            </Checkbox>
          </Form.Item>
        );
      }}
    </Form.Item>
  );
}
