import { PageTabs } from '../components/PageTabs';

const settingsTabs = [
  { id: 'users', label: 'Users' },
  { id: 'approvals', label: 'Approvals' },
] as const;

/** The tabs of `/settings/*`, a customer admin's pages. */
export function SettingsTabs({ current }: { current: (typeof settingsTabs)[number]['id'] }) {
  return (
    <PageTabs label="Settings tabs" tabs={settingsTabs} base="/settings" currentId={current} />
  );
}
