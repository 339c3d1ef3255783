import { fireEvent } from '@testing-library/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_HEIGHT, CARD_WIDTH, ScratchCoverage, createScratchCard } from './scratch-card';

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('the scratch card', () => {
  it('counts the share scratched off, each square once', () => {
    const coverage = new ScratchCoverage();
    expect(coverage.share).toBe(0);
    coverage.stroke(0, 90, CARD_WIDTH, 90);
    // Four rows of squares (middles 75 to 105) lie within the brush of a line at 90.
    expect(coverage.share).toBeCloseTo(4 / 18);
    coverage.stroke(CARD_WIDTH, 90, 0, 90);
    expect(coverage.share).toBeCloseTo(4 / 18);
    for (let y = 0; y <= CARD_HEIGHT; y += 20) coverage.stroke(0, y, CARD_WIDTH, y);
    expect(coverage.share).toBe(1);
  });

  it('reveals once, past the look’s percentage, and not before it is enabled', () => {
    const container = document.createElement('div');
    const onReveal = vi.fn();
    const card = createScratchCard(container, { scratchImg: null, scratchPercentage: 50 }, { label: 'Scratch card', onReveal });
    const cover = container.querySelector('canvas')!;
    const drag = (y: number) => {
      fireEvent.pointerDown(cover, { clientX: 0, clientY: y });
      fireEvent.pointerMove(cover, { clientX: CARD_WIDTH, clientY: y });
      fireEvent.pointerUp(cover, { clientX: CARD_WIDTH, clientY: y });
    };
    drag(90);
    expect(card.element.dataset.scratched).toBe('0');
    fireEvent.keyDown(cover, { key: 'Enter' });
    expect(card.revealed).toBe(false);

    card.enable();
    drag(30);
    drag(90);
    expect(card.element.dataset.scratched).toBe('44');
    expect(onReveal).not.toHaveBeenCalled();
    // A move without a press scratches nothing.
    fireEvent.pointerMove(cover, { clientX: 10, clientY: 150 });
    expect(card.element.dataset.scratched).toBe('44');
    drag(150);
    expect(card.revealed).toBe(true);
    expect(card.element.dataset.revealed).toBe('true');
    drag(170);
    expect(onReveal).toHaveBeenCalledTimes(1);
  });
});
