/**
 * The rendered server pages kept in memory (issue 18): a page is rendered once per path and
 * locale for the life of the artefacts (the app is rebuilt when they change), with its gzip and
 * brotli forms (fast levels: a page is made on request, never pre-generated). A bounded LRU.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentEtag } from '../core/compressed-json';
import type { StaticFile } from '../plugins/spa-files';

/** Pages kept. */
const CAPACITY = 2000;

/** A rendered page and its HTTP status. */
export interface RenderedPage {
  file: StaticFile;
  status: number;
}

/** A page's HTML as a file with its compressed forms. */
export function htmlFile(html: string): StaticFile {
  const body = Buffer.from(html);
  return {
    body,
    type: 'text/html; charset=utf-8',
    etag: contentEtag(body),
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(body, { level: 6 }),
  };
}

/** The LRU of rendered pages. */
export class HtmlCache {
  private readonly pages = new Map<string, RenderedPage>();

  /** The page of a key, rendered by `render` when not kept. */
  get(key: string, render: () => RenderedPage): RenderedPage {
    const kept = this.pages.get(key);
    if (kept) {
      this.pages.delete(key);
      this.pages.set(key, kept);
      return kept;
    }
    const page = render();
    this.pages.set(key, page);
    if (this.pages.size > CAPACITY) this.pages.delete(this.pages.keys().next().value!);
    return page;
  }
}
