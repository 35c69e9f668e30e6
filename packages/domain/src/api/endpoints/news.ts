import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { langParam } from '../lang';
import { idParam, pageQuery, pageWire } from '../paging';
import { idWire, imageUrlWire, instantWire } from '../wire';
import { malformed } from '../../validation/fields';

/** A news post as the list shows it, in the reader's language. */
export const newsItemWire = z.object({
  id: idWire,
  title: z.string(),
  summary: z.string(),
  /** http(s) or a path on this server; null without an image. */
  imageUrl: imageUrlWire.nullable(),
  publishedAt: instantWire,
});

/** A news post with its body: HTML sanitised when it was published. */
export const newsDetailWire = newsItemWire.extend({ body: z.string() });

const newsList = defineEndpoint({
  name: 'news.list',
  method: 'GET',
  path: '/news/list',
  access: 'public',
  request: () => pageQuery.extend({ lang: langParam }),
  response: () => pageWire(newsItemWire),
  summary: 'Published news, newest first, one page at a time.',
});

const newsDetail = defineEndpoint({
  name: 'news.detail',
  method: 'GET',
  path: '/news/detail',
  access: 'public',
  request: () => z.object({ id: idParam, lang: langParam }, malformed),
  response: () => newsDetailWire,
  errors: ['NOT_FOUND'],
  summary: 'One news post with its sanitised HTML body.',
});

/** The news endpoints, by action: `endpoints.news.<action>`. */
export const newsEndpoints = {
  list: newsList,
  detail: newsDetail,
} as const;
