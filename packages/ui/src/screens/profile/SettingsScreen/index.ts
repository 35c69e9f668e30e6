export { SettingsScreen } from './SettingsScreen';
export type { SettingsScreenLinks, SettingsScreenProps } from './SettingsScreen';
