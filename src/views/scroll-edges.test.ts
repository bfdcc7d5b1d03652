// @vitest-environment jsdom
/** A phone's row of chips marks the edges past which chips are hidden (the stylesheet fades them). */
import { describe, expect, it } from 'vitest';
import { markScrollEdges } from './scroll-edges';

function row(scrollLeft: number, clientWidth: number, scrollWidth: number): HTMLElement {
  const element = document.createElement('ul');
  Object.defineProperty(element, 'clientWidth', { value: clientWidth });
  Object.defineProperty(element, 'scrollWidth', { value: scrollWidth });
  Object.defineProperty(element, 'scrollLeft', { value: scrollLeft });
  return element;
}

describe('markScrollEdges', () => {
  it('marks nothing when every chip fits', () => {
    const element = row(0, 600, 600);
    markScrollEdges(element);
    expect(element.hasAttribute('data-more-start')).toBe(false);
    expect(element.hasAttribute('data-more-end')).toBe(false);
  });

  it('marks the end at the start of a long row, both edges in its middle, the start at its end', () => {
    const start = row(0, 320, 640);
    markScrollEdges(start);
    expect([start.hasAttribute('data-more-start'), start.hasAttribute('data-more-end')]).toEqual([
      false,
      true,
    ]);
    const middle = row(100, 320, 640);
    markScrollEdges(middle);
    expect(middle.hasAttribute('data-more-start') && middle.hasAttribute('data-more-end')).toBe(
      true,
    );
    const end = row(320, 320, 640);
    markScrollEdges(end);
    expect([end.hasAttribute('data-more-start'), end.hasAttribute('data-more-end')]).toEqual([
      true,
      false,
    ]);
  });
});
