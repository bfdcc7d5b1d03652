// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { testAppOptions } from '../../tests/support/app-system';
import { createAppSystem } from './app-system';
import { startRum, type RumEffects } from './rum-system';

function effects() {
  const apply = vi.fn<RumEffects['apply']>();
  const given: RumEffects = {
    loadConfig: async () => ({ sampleRate: 1, replaySampleRate: 0 }),
    apply,
    draw: 0,
    replayDraw: 0,
  };
  return { given, apply };
}

describe('the RUM system at the page’s start', () => {
  it('tells the collectors at once that nothing is consented, the banner unanswered', () => {
    const system = createAppSystem(testAppOptions());
    const { given, apply } = effects();
    startRum(system, given);
    // The collectors decide now: a crash they held is dropped, not kept for a later « oui ».
    expect(apply).toHaveBeenCalledWith({ vitals: false, errors: false, replay: false });
    system.stop();
  });

  it('after a « Tout accepter », switches them on once the configuration is read', async () => {
    const system = createAppSystem(testAppOptions());
    const { given, apply } = effects();
    startRum(system, given);
    apply.mockClear();
    system.consent.send({ type: 'acceptAll' });
    await vi.waitFor(() => expect(apply).toHaveBeenCalled());
    expect(apply.mock.calls.at(-1)?.[0]).toMatchObject({ vitals: true, errors: true });
    system.stop();
  });
});
