import { useId, useState, type KeyboardEvent } from 'react';
import { Button, Flex, Typography } from '@refnet/shared-ui';
import { describeAgreement } from '@refnet/shared-ui/accounts';
import { Tag } from '@refnet/shared-ui/display';
import { Input, Select } from '@refnet/shared-ui/forms';
import { VALIDATION_MESSAGES, type InsuranceAgreement } from '@refnet/contracts/accounts';
import { NO_INSURANCE, type InsuranceChoice } from './insurance';

export interface InsuranceEditorProps {
  /** The agreements to choose from (GET /insurance-agreements/). */
  agreements: readonly InsuranceAgreement[];
  value?: InsuranceChoice;
  onChange?: (choice: InsuranceChoice) => void;
}

/**
 * Chooses accepted insurers (SPEC §2.5 step 3, §2.13): a multi-select of existing agreements, and new
 * providers added by name (an empty name gives "Missing new insurance provider."; repeats are ignored).
 */
export function InsuranceEditor({ agreements, value = NO_INSURANCE, onChange }: InsuranceEditorProps) {
  const newProviderId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const addProvider = () => {
    const provider = name.trim();
    if (provider === '') {
      setError(VALIDATION_MESSAGES.newProviderMissing);
      return;
    }
    setError(null);
    setName('');
    const known = value.newProviders.some((other) => other.toLowerCase() === provider.toLowerCase());
    if (!known) onChange?.({ ...value, newProviders: [...value.newProviders, provider] });
  };

  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addProvider();
  };

  return (
    <Flex vertical gap="small">
      <Typography.Text aria-hidden>Insurance providers you accept</Typography.Text>
      <Select
        mode="multiple"
        aria-label="Insurance providers"
        placeholder="Choose the insurers you accept"
        value={value.existing}
        optionFilterProp="label"
        options={agreements.map((agreement) => ({
          value: agreement.id,
          label: describeAgreement(agreement),
        }))}
        onChange={(existing: number[]) => onChange?.({ ...value, existing })}
        style={{ width: '100%' }}
      />
      <label htmlFor={newProviderId}>
        <Typography.Text>New insurance provider</Typography.Text>
      </label>
      <Flex gap="small">
        <Input
          id={newProviderId}
          value={name}
          maxLength={255}
          aria-invalid={error !== null}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={addOnEnter}
        />
        <Button onClick={addProvider}>Add provider</Button>
      </Flex>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      {value.newProviders.length > 0 && (
        <Flex wrap gap="small" role="list" aria-label="New insurance providers">
          {value.newProviders.map((provider) => (
            <Tag
              key={provider}
              role="listitem"
              closable
              closeIcon={<span aria-label={`Remove ${provider}`}>×</span>}
              onClose={(event) => {
                event.preventDefault();
                onChange?.({
                  ...value,
                  newProviders: value.newProviders.filter((other) => other !== provider),
                });
              }}
            >
              {provider}
            </Tag>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
