export { CertificateScreen } from './CertificateScreen';
export type { CertificateScreenLinks, CertificateScreenProps } from './CertificateScreen';
