import { describe, expect, it } from 'vitest';
import { formatDuration, renderBar } from './progress';

describe('progress', () => {
  it('renders a bar with counts and ETA', () => {
    const line = renderBar({
      stage: 'tiles',
      phase: 'writing z14',
      done: 50,
      total: 200,
      unit: 'tiles',
      elapsedSeconds: 10,
    });
    expect(line).toContain(' 25% 50/200 tiles');
    expect(line).toContain('ETA 0:30');
  });
  it('renders counts without a total', () => {
    expect(
      renderBar({
        stage: 'places',
        phase: 'reading',
        done: 1234,
        total: undefined,
        unit: 'features',
        elapsedSeconds: 2,
      }),
    ).toContain('1,234 features');
  });
  it('formats durations', () => {
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(Number.NaN)).toBe('--:--');
  });
});
