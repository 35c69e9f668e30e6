// Public surface of the screens: every export is named here and re-exported by src/index.ts.
export { NotFoundScreen } from './shell/NotFoundScreen';
export type { NotFoundScreenProps } from './shell/NotFoundScreen';
export type { Loadable } from '../components/loadable';
export { StartScreen } from './onboarding/StartScreen';
export type { StartScreenProps } from './onboarding/StartScreen';
export { LoginScreen } from './onboarding/LoginScreen';
export type { LoginScreenProps, LoginValues } from './onboarding/LoginScreen';
export { RegisterScreen } from './onboarding/RegisterScreen';
export type { RegisterScreenProps, RegisterValues } from './onboarding/RegisterScreen';
export { ForgotPasswordScreen } from './onboarding/ForgotPasswordScreen';
export type {
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
export type { SettingsAccountLinks, SettingsScreenProps } from './profile/SettingsScreen';
export { ProfileScreen } from './profile/ProfileScreen';
export type { ProfileScreenProps, ProfileSection, ProfileVisitor } from './profile/ProfileScreen';
export { HomeScreen } from './home/HomeScreen';
export type { HomeScreenProps, HomeSection } from './home/HomeScreen';
export { ALL_PROJECT_TYPES, ProjectsScreen } from './projects/ProjectsScreen';
export type {
  ProjectPages,
  ProjectStatusFilter,
  ProjectTypeFilter,
  ProjectsScreenProps,
} from './projects/ProjectsScreen';
export { ProjectScreen, projectOffer } from './projects/ProjectScreen';
export type { ProjectOffer, ProjectScreenProps } from './projects/ProjectScreen';
export { ProjectInfoScreen } from './projects/ProjectInfoScreen';
export type { ProjectInfoScreenProps } from './projects/ProjectInfoScreen';
export { PurchaseScreen } from './projects/PurchaseScreen';
export type { PurchaseReceipt, PurchaseScreenProps } from './projects/PurchaseScreen';
export { PresaleScreen } from './projects/PresaleScreen';
export type { BookingReceipt, PresaleScreenProps } from './projects/PresaleScreen';
export { FinalPaymentScreen } from './projects/FinalPaymentScreen';
export type { FinalPaymentReceipt, FinalPaymentScreenProps } from './projects/FinalPaymentScreen';
export { OrdersScreen } from './orders/OrdersScreen';
export type { OrderPages, OrdersScreenProps } from './orders/OrdersScreen';
export { OrderDetailScreen } from './orders/OrderDetailScreen';
export type { OrderDetailScreenProps } from './orders/OrderDetailScreen';
export { CreditsScreen } from './credits/CreditsScreen';
export type { CreditsScreenProps, CreditsSection, SalePages } from './credits/CreditsScreen';
export { SellScreen } from './credits/SellScreen';
export type { SaleReceipt, SellScreenProps } from './credits/SellScreen';
export type {
  CreditHolding,
  CreditHoldings,
  CreditSale,
  SellTerms,
  SellableHolding,
} from './credits/shared/creditTypes';
