export { ArticleBody } from './ArticleBody';
export type { ArticleBodyProps } from './ArticleBody';
