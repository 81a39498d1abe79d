import { SettingsScreen } from '../../features/settings/components/settings-screen';

export function Component() {
  return <SettingsScreen />;
}
