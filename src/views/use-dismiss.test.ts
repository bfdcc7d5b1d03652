/** The page a panel is shown on: the map's view written in the address is the same page. */
import { describe, expect, it } from 'vitest';
import { pageOf } from './use-dismiss';

describe('pageOf', () => {
  it('is the same page when only the view in the fragment changes', () => {
    const before = pageOf({ pathname: '/plan', searchStr: '', hash: '' });
    const after = pageOf({ pathname: '/plan', searchStr: '', hash: '?bbox=7.4,43.7,7.5,43.8' });
    expect(after).toBe(before);
    const search = pageOf({ pathname: '/plan', searchStr: '', hash: '/recherche/pharmacie' });
    const moved = pageOf({
      pathname: '/plan',
      searchStr: '',
      hash: '/recherche/pharmacie?bbox=7.4,43.7,7.5,43.8',
    });
    expect(moved).toBe(search);
  });

  it('is another page for another path, query or fragment route', () => {
    const home = pageOf({ pathname: '/plan', searchStr: '', hash: '' });
    expect(pageOf({ pathname: '/itineraire', searchStr: '', hash: '' })).not.toBe(home);
    expect(pageOf({ pathname: '/plan', searchStr: '?locale=en-GB', hash: '' })).not.toBe(home);
    expect(pageOf({ pathname: '/plan', searchStr: '', hash: '/recherche/pharmacie' })).not.toBe(
      home,
    );
  });
});
