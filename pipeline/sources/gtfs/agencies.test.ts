import { describe, expect, it } from 'vitest';
import { agencyOf, parseAgencies, webAddress } from './agencies';
import { FileReporter } from './fields';

describe('agency.txt', () => {
  it('keeps a name, the site and the fare page, http(s) only', () => {
    const r = new FileReporter('agency.txt');
    const agencies = parseAgencies(
      [
        'agency_id,agency_name,agency_url,agency_timezone,agency_fare_url',
        '1,TAM,http://www.tam-voyages.com,Europe/Paris,https://boutique.tam-voyages.com/',
        '2,,http://nameless.example,Europe/Paris,',
        '3,Bad,javascript:alert(1),Europe/Paris,',
        '4,Odd fare,https://odd.example,Europe/Paris,ftp://odd.example/',
        '1,TAM again,http://www.tam-voyages.com,Europe/Paris,',
      ].join('\n'),
      r,
    );
    expect(agencies).toEqual([
      {
        id: '1',
        name: 'TAM',
        url: 'http://www.tam-voyages.com/',
        fareUrl: 'https://boutique.tam-voyages.com/',
      },
      { id: '4', name: 'Odd fare', url: 'https://odd.example/' },
    ]);
    expect(r.report.reasons).toEqual({
      'missing agency_name': 1,
      'invalid agency_url': 1,
      'duplicate agency_id (the first row is kept)': 1,
    });
    expect(webAddress('www.cam.mc')).toBeUndefined();
  });

  it('gives a route its agency, or the only one of the feed when it names none', () => {
    const cam = { id: '', name: 'CAM', url: 'http://www.cam.mc/' };
    expect(agencyOf([cam], '')).toBe(cam);
    const two = [
      { id: 'a', name: 'A', url: 'https://a.example/' },
      { id: 'b', name: 'B', url: 'https://b.example/' },
    ];
    expect(agencyOf(two, 'b')?.name).toBe('B');
    expect(agencyOf(two, '')).toBeUndefined();
    expect(agencyOf(two, 'c')).toBeUndefined();
  });
});
