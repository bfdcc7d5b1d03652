import { describe, expect, it } from 'vitest';
import { CommuneSlugs } from './commune-slugs';

const communes = [
  { name: 'Saint-Martin', insee: '01362', population: 900 },
  { name: 'Saint-Martin', insee: '2A330', population: 900 },
  { name: 'Saint-Martin', insee: '65390', population: 1_200 },
  { name: 'Rouen', insee: '76540', population: 114_000 },
  { name: 'Évreux', insee: '27229', population: 47_000 },
];

describe('the slugs of communes', () => {
  const slugs = new CommuneSlugs(communes);

  it('finds a name by its slug, a repeated name as its most populated', () => {
    expect(slugs.find('rouen')?.insee).toBe('76540');
    expect(slugs.find('evreux')?.insee).toBe('27229');
    expect(slugs.find('saint-martin')?.insee).toBe('65390');
    expect(slugs.find('paris')).toBeUndefined();
  });

  it('finds any of a repeated name by its code, Corsica’s too, in any case', () => {
    expect(slugs.find('saint-martin-01362')?.insee).toBe('01362');
    expect(slugs.find('saint-martin-2a330')?.insee).toBe('2A330');
    expect(slugs.find('saint-martin-2A330')?.insee).toBe('2A330');
    // A code that is not one of the name's finds nothing.
    expect(slugs.find('rouen-27229')).toBeUndefined();
  });

  it('gives each commune the slug that finds it again', () => {
    for (const commune of communes) expect(slugs.find(slugs.slugOf(commune))).toBe(commune);
    expect(slugs.slugOf(communes[2]!)).toBe('saint-martin');
    expect(slugs.slugOf(communes[1]!)).toBe('saint-martin-2a330');
    expect(slugs.slugOf(communes[4]!)).toBe('evreux');
  });

  it('ties of population go to the lower code, whatever the order given', () => {
    const reversed = new CommuneSlugs([...communes].reverse());
    const twins = [communes[0]!, communes[1]!].map((c) => ({ ...c, population: 5 }));
    expect(new CommuneSlugs(twins).find('saint-martin')?.insee).toBe('01362');
    expect(new CommuneSlugs([...twins].reverse()).find('saint-martin')?.insee).toBe('01362');
    expect(reversed.find('saint-martin')?.insee).toBe('65390');
  });
});
