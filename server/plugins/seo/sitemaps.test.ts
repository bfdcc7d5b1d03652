import { describe, expect, it } from 'vitest';
import { monacoAppFixture } from '../../test-support/monaco-app';

const t = monacoAppFixture();

describe('search-engine files', () => {
  it('robots.txt names the sitemap index and keeps crawlers off the API', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toMatch(/Sitemap: http:\/\/localhost(:80)?\/sitemap\.xml/);
  });

  it('the index lists sitemaps of at most 50,000 URLs, each a valid urlset', async () => {
    const index = await t.app.inject('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    const files = [...index.body.matchAll(/<loc>[^<]*\/sitemaps\/([a-z]+-\d+)\.xml<\/loc>/g)].map(
      (m) => m[1],
    );
    expect(files).toEqual(
      expect.arrayContaining(['villes-1', 'annuaires-1', 'itineraires-1', 'activites-1']),
    );
    for (const name of files) {
      const res = await t.app.inject(`/sitemaps/${name}.xml`);
      expect(res.statusCode, name).toBe(200);
      const urls = res.body.match(/<url><loc>/g)?.length ?? 0;
      expect(urls, name).toBeGreaterThan(0);
      expect(urls, name).toBeLessThanOrEqual(50_000);
    }
    const towns = (await t.app.inject('/sitemaps/villes-1.xml')).body;
    expect(towns).toMatch(/<loc>http:\/\/localhost(:80)?\/plan\/rouen-76\d{3}<\/loc>/);
    const trips = (await t.app.inject('/sitemaps/itineraires-1.xml')).body;
    expect(trips).toMatch(/\/itineraire\/rouen\/paris</);
  });

  it('an unknown sitemap is a 404', async () => {
    expect((await t.app.inject('/sitemaps/villes-99.xml')).statusCode).toBe(404);
    expect((await t.app.inject('/sitemaps/autre-1.xml')).statusCode).toBe(404);
  });
});
