import { describe, expect, it } from 'vitest';
import { APP_TITLES, appTitleIn } from './app-title';

describe('appTitleIn', () => {
  it('writes the app title in the new language, a page’s own title untouched', () => {
    expect(appTitleIn(APP_TITLES['fr-FR'], 'en-GB')).toBe('Périple · Maps and directions');
    expect(appTitleIn(APP_TITLES['en-GB'], 'nl-BE')).toBe('Périple · Kaarten en routes');
    expect(appTitleIn('Zones à faibles émissions · Périple', 'en-GB')).toBe(
      'Zones à faibles émissions · Périple',
    );
  });
});
