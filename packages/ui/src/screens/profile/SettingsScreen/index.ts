export { SettingsScreen } from './SettingsScreen';
export type { SettingsAccountLinks, SettingsScreenProps } from './SettingsScreen';
