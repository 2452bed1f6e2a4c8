import { Typography } from 'antd';
import { HelpModalButton } from '../HelpModalButton/HelpModalButton';

export interface GroupMeaning {
  key: string;
  /** The group's tab label. */
  label: string;
  /** What the group holds, as the help modal says it. */
  meaning: string;
}

export type GroupHelpModalProps = {
  /** The modal's title and the help button's name, e.g. "Patient Group Information". */
  title: string;
  groups: readonly GroupMeaning[];
};

/** A list's help button whose modal says what each of the list's groups holds (SPEC §2.7, §2.8, §2.10). */
export function GroupHelpModal({ title, groups }: GroupHelpModalProps) {
  return (
    <HelpModalButton title={title}>
      <dl style={{ margin: 0 }}>
        {groups.map((group) => (
          <div key={group.key} style={{ marginBottom: 12 }}>
            <dt>
              <Typography.Text strong>{group.label}</Typography.Text>
            </dt>
            <dd style={{ margin: 0 }}>{group.meaning}</dd>
          </div>
        ))}
      </dl>
    </HelpModalButton>
  );
}
