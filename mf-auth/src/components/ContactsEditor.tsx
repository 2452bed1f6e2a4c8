import { useId, useState, type KeyboardEvent } from 'react';
import { Button, Flex, Typography } from '@refnet/shared-ui';
import { Tag } from '@refnet/shared-ui/display';
import { Input, Select } from '@refnet/shared-ui/forms';
import type { ContactInput } from '@refnet/contracts/accounts';
import { addContact, contactText, type ContactType } from './contacts';

export interface ContactsEditorProps {
  /** The extra referral contacts (e-mails and phone numbers), without the main e-mail. */
  value?: ContactInput[];
  /** Called with the whole new list after each add or remove. */
  onChange?: (contacts: ContactInput[]) => void;
  /** The account's own e-mail: listed first and never removable (SPEC §5 "main e-mail cannot be removed"). */
  mainEmail?: string;
  /** Read-only list, e.g. for a delegate, who may not update referral contacts. */
  disabled?: boolean;
}

const TYPE_OPTIONS = [
  { value: 'email', label: 'Email' },
  { value: 'phoneNumber', label: 'Phone number' },
];

/**
 * Edits a clinician's referral contacts (SPEC §3 ClinicianContact, §5): the main e-mail as a fixed tag,
 * the others as removable tags, and a row to add an e-mail or a phone number (+ then 7–15 digits).
 * Empty and duplicate entries are ignored; a malformed one shows the SPEC message and is not added.
 * Controlled (`value` / `onChange`), so it also works as an antd `Form.Item` child. Nothing is sent to
 * the server here: the caller saves the list (registration body, PUT /user/referral-contacts-update/).
 */
export function ContactsEditor({ value = [], onChange, mainEmail, disabled = false }: ContactsEditorProps) {
  const inputId = useId();
  const errorId = useId();
  const [type, setType] = useState<ContactType>('email');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const result = addContact(value, type, text, mainEmail);
    if (result.outcome === 'invalid') {
      setError(result.message);
      return;
    }
    setError(null);
    setText('');
    if (result.outcome === 'added') onChange?.(result.contacts);
  };

  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <Flex vertical gap="small">
      <Flex wrap gap="small" role="list" aria-label="Referral contacts">
        {mainEmail && (
          <Tag role="listitem" color="blue">
            {mainEmail} (main)
          </Tag>
        )}
        {value.map((contact) => {
          const label = contactText(contact);
          return (
            <Tag
              key={`${contact.type}:${label}`}
              role="listitem"
              closable={!disabled}
              closeIcon={!disabled && <span aria-label={`Remove ${label}`}>×</span>}
              onClose={(event) => {
                event.preventDefault();
                onChange?.(value.filter((other) => other !== contact));
              }}
            >
              {label}
            </Tag>
          );
        })}
      </Flex>
      {!disabled && (
        <>
          <label htmlFor={inputId}>
            <Typography.Text>New referral contact</Typography.Text>
          </label>
          <Flex gap="small" wrap>
            <Select
              aria-label="Contact type"
              value={type}
              options={TYPE_OPTIONS}
              onChange={(next: ContactType) => {
                setType(next);
                setError(null);
              }}
              style={{ width: 150 }}
            />
            <Input
              id={inputId}
              value={text}
              placeholder={type === 'email' ? 'name@example.com' : '020 7946 0000'}
              aria-invalid={error !== null}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={addOnEnter}
              style={{ flex: '1 1 200px', width: 'auto' }}
            />
            <Button onClick={add}>Add contact</Button>
          </Flex>
          {error && (
            <Typography.Text id={errorId} type="danger" role="alert">
              {error}
            </Typography.Text>
          )}
        </>
      )}
    </Flex>
  );
}
