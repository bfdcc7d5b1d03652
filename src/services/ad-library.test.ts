import { describe, expect, it } from 'vitest';
import { AdLibraryBlocked, AdLibraryFailed, createHouseAdLibrary } from './ad-library';

const CREATIVE = {
  adId: 'quiz-des-villes',
  kind: 'text-image',
  size: '300x250',
  imageUrl: '/api/ads/creatives/quiz.svg',
  alt: 'Quiz',
  title: 'Quiz des villes',
  text: 'Texte',
  clickUrl: '/quiz',
  externalTrackingUrl: null,
};

/** A server answering from a table, recording the URLs asked. */
function server(answers: Record<string, unknown>, asked: string[]): typeof fetch {
  return (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://x');
    asked.push(`${url.pathname}${url.search}`);
    const body = answers[url.pathname];
    return Promise.resolve(
      body === undefined
        ? new Response('{"code":"VALIDATION"}', { status: 400 })
        : Response.json(body),
    );
  };
}

describe('the house-ad library', () => {
  it('asks with the page’s locale and device, sanitises tags and excludes the page’s ads', async () => {
    const asked: string[] = [];
    const warnings: string[] = [];
    const library = createHouseAdLibrary({
      locale: () => 'nl-BE',
      device: () => 'mobile',
      fetch: server(
        {
          '/api/ads/config': {
            data: { pageId: 'address-1', locale: 'nl-BE', slots: [] },
          },
          '/api/ads/creative': { data: CREATIVE },
        },
        asked,
      ),
      warn: (m) => warnings.push(m),
    });
    expect((await library.loadConfig('address-1')).pageId).toBe('address-1');
    const slot = { id: 'a', placement: 'address_vde_mobile', size: '320x50' } as const;
    library.createSlot(slot, 'address-1');
    library.createSlot({ ...slot, id: 'b' }, 'address-1');
    expect(library.setSlotTargetings('a', ['resto,italien', '<b>'])).toEqual([
      'ad tag sanitised: disallowed characters',
    ]);
    expect(warnings).toHaveLength(1);
    await library.displaySlot('a');
    await library.displaySlot('b');
    expect(asked[0]).toBe('/api/ads/config?locale=nl-BE&device=mobile&page=address-1');
    expect(asked[1]).toContain(
      'locale=nl-BE&device=mobile&page=address-1&slot=a&tags=resto_italien,b',
    );
    expect(asked[2]).toContain('exclude=quiz-des-villes');
    expect(library.getSlotData('a')).toEqual({
      adId: 'quiz-des-villes',
      data: { externalTrackingUrl: null },
    });
    library.deleteSlot('a');
    expect(library.getSlotData('a')).toBeUndefined();
  });

  it('is blocked when its server cannot be reached, failed on an answer of another shape', async () => {
    const unreachable = createHouseAdLibrary({
      locale: () => 'fr-FR',
      device: () => 'desktop',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(unreachable.loadConfig('home')).rejects.toBeInstanceOf(AdLibraryBlocked);
    const odd = createHouseAdLibrary({
      locale: () => 'fr-FR',
      device: () => 'desktop',
      fetch: server({ '/api/ads/config': { data: { slots: 'none' } } }, []),
    });
    await expect(odd.loadConfig('home')).rejects.toBeInstanceOf(AdLibraryFailed);
  });
});
