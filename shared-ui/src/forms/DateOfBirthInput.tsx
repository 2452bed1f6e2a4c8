import { useState, type ChangeEvent } from 'react';
import { Input, type InputProps } from 'antd';
import { formatUkDate } from '@refnet/contracts';
import { isIsoDate, isoFromTypedDate } from '@refnet/contracts/accounts';

export interface DateOfBirthInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  /** The form's value: yyyy-mm-dd once the text is a whole date, else the text as typed. */
  value?: string;
  onChange?: (value: string) => void;
}

/** What the field shows for a value the form set: a date as DD/MM/YYYY, anything else as it is. */
const textOf = (value: string) => (isIsoDate(value) ? formatUkDate(value) : value);

/**
 * A date of birth typed the UK way, DD/MM/YYYY (or D/M/YYYY; yyyy-mm-dd still works). The form holds
 * yyyy-mm-dd, which the API takes, as soon as the text is a whole date, so the contracts' rules judge it
 * (31/02/2000 is not a date, 01/01/2999 is in the future) and a saved date shows as DD/MM/YYYY.
 */
export function DateOfBirthInput({ value = '', onChange, ...inputProps }: DateOfBirthInputProps) {
  const [shown, setShown] = useState(() => ({ value, text: textOf(value) }));
  // The form set another value (filled in, reset): show that one.
  if (shown.value !== value) setShown({ value, text: textOf(value) });

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    const typed = isoFromTypedDate(text);
    setShown({ value: typed, text });
    onChange?.(typed);
  };

  return (
    <Input placeholder="DD/MM/YYYY" maxLength={10} {...inputProps} value={shown.text} onChange={change} />
  );
}
