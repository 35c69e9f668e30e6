// Public surface of the screens: every export is named here and re-exported by src/index.ts.
export { NotFoundScreen } from './shell/NotFoundScreen';
export type { NotFoundScreenProps } from './shell/NotFoundScreen';
export type { Loadable } from '../components/loadable';
export { StartScreen } from './onboarding/StartScreen';
export type { StartScreenLinks, StartScreenProps } from './onboarding/StartScreen';
export { LoginScreen } from './onboarding/LoginScreen';
export type { LoginScreenLinks, LoginScreenProps, LoginValues } from './onboarding/LoginScreen';
export { RegisterScreen } from './onboarding/RegisterScreen';
export type {
  RegisterScreenLinks,
  RegisterScreenProps,
  RegisterValues,
} from './onboarding/RegisterScreen';
export { ForgotPasswordScreen } from './onboarding/ForgotPasswordScreen';
export type {
  ForgotPasswordScreenLinks,
  ForgotPasswordScreenProps,
  ForgotPasswordValues,
} from './onboarding/ForgotPasswordScreen';
export { TermsScreen } from './onboarding/TermsScreen';
export type { TermsScreenProps } from './onboarding/TermsScreen';
export { PrivacyScreen } from './onboarding/PrivacyScreen';
export type { PrivacyScreenProps } from './onboarding/PrivacyScreen';
export { FaqScreen } from './onboarding/FaqScreen';
export type { FaqAnswers, FaqOption, FaqQuestion, FaqScreenProps } from './onboarding/FaqScreen';
export { AboutScreen } from './onboarding/AboutScreen';
export type { AboutContact, AboutScreenProps } from './onboarding/AboutScreen';
export { SettingsScreen } from './profile/SettingsScreen';
export type { SettingsScreenLinks, SettingsScreenProps } from './profile/SettingsScreen';
export { ProfileScreen } from './profile/ProfileScreen';
export type {
  ProfileScreenLinks,
  ProfileScreenProps,
  ProfileSection,
  ProfileVisitor,
} from './profile/ProfileScreen';
export { HomeScreen } from './home/HomeScreen';
export type { HomeScreenLinks, HomeScreenProps, HomeSection } from './home/HomeScreen';
export { ALL_PROJECT_TYPES, ProjectsScreen } from './projects/ProjectsScreen';
export type {
  ProjectPages,
  ProjectStatusFilter,
  ProjectTypeFilter,
  ProjectsScreenLinks,
  ProjectsScreenProps,
} from './projects/ProjectsScreen';
export { ProjectScreen, projectOffer } from './projects/ProjectScreen';
export type {
  ProjectOffer,
  ProjectScreenLinks,
  ProjectScreenProps,
} from './projects/ProjectScreen';
export { ProjectInfoScreen } from './projects/ProjectInfoScreen';
export type { ProjectInfoScreenLinks, ProjectInfoScreenProps } from './projects/ProjectInfoScreen';
export { PurchaseScreen } from './projects/PurchaseScreen';
export type {
  PurchaseReceipt,
  PurchaseScreenLinks,
  PurchaseScreenProps,
} from './projects/PurchaseScreen';
export { PresaleScreen } from './projects/PresaleScreen';
export type {
  BookingReceipt,
  PresaleScreenLinks,
  PresaleScreenProps,
} from './projects/PresaleScreen';
export { FinalPaymentScreen } from './projects/FinalPaymentScreen';
export type {
  FinalPaymentReceipt,
  FinalPaymentScreenLinks,
  FinalPaymentScreenProps,
} from './projects/FinalPaymentScreen';
export { OrdersScreen } from './orders/OrdersScreen';
export type { OrderPages, OrdersScreenLinks, OrdersScreenProps } from './orders/OrdersScreen';
export { OrderDetailScreen } from './orders/OrderDetailScreen';
export type { OrderDetailScreenLinks, OrderDetailScreenProps } from './orders/OrderDetailScreen';
export { CreditsScreen } from './credits/CreditsScreen';
export type {
  CreditsScreenLinks,
  CreditsScreenProps,
  CreditsSection,
  SalePages,
} from './credits/CreditsScreen';
export { SellScreen } from './credits/SellScreen';
export type { SaleReceipt, SellScreenLinks, SellScreenProps } from './credits/SellScreen';
export type {
  CreditHolding,
  CreditHoldings,
  CreditSale,
  SellTerms,
  SellableHolding,
} from './credits/shared/creditTypes';
