/** @carbonmarket/domain: the product's rules, pure and framework-free. */
export * from './money';
export * from './time';
export * from './model';
export * from './config';
export * from './errors';
