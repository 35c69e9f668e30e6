/**
 * @carbonmarket/domain: the product's rules, pure and framework-free, without zod. The API
 * contract and the form schemas are `@carbonmarket/domain/contract`.
 */
export * from './money';
export * from './time';
export * from './model';
export * from './config';
export * from './errors';
export * from './transport';
export * from './realtime';
export * from './access';
export * from './content';
export * from './footprint';
export * from './account';
export * from './wallet';
export * from './market';
