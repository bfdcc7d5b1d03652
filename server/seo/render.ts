/**
 * Renders a server-rendered page to HTML with react-dom/server (src/views/seo/): one string, a
 * doctype and the document, no script.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { SeoDocumentContext, SeoPage } from '../../src/domain/seo/seo-page';
import { SeoDocument } from '../../src/views/seo/seo-document';

/** The page's HTML. */
export function renderSeoPage(page: SeoPage, context: SeoDocumentContext): string {
  return `<!doctype html>${renderToString(createElement(SeoDocument, { page, context }))}`;
}
