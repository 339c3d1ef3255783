import { describe, expect, it } from 'vitest';
import { NO_PRIZE, createWheel, segmentAt, stopRotation, wheelSegments, type WheelReward } from './wheel';

const rewards = (count: number): WheelReward[] =>
  Array.from({ length: count }, (_, index) => ({ reId: `r${index}`, reName: `Reward ${index}` }));
const look = (count: number) => ({ wheelColor: '#FFC107', fontColor: '#212121', rewards: rewards(count) });

describe('the wheel', () => {
  it('gives every reward a segment and always has a no-prize one', () => {
    expect(wheelSegments([], 'No prize').map((segment) => segment.id)).toEqual([NO_PRIZE]);
    expect(wheelSegments(rewards(2), 'No prize').map((segment) => segment.id)).toEqual(['r0', NO_PRIZE, 'r1', NO_PRIZE]);
    // Many rewards: one no-prize segment, after them.
    expect(wheelSegments(rewards(7), 'No prize').map((segment) => segment.id)).toEqual([
      'r0',
      'r1',
      'r2',
      'r3',
      'r4',
      'r5',
      'r6',
      NO_PRIZE,
    ]);
    const [own, other] = wheelSegments(
      [
        { reId: 'a', reName: 'A', backgroundColor: '#123456' },
        { reId: 'b', reName: 'B' },
      ],
      'x',
    );
    expect(own!.color).toBe('#123456');
    expect(other!.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('stops with the segment asked for under the pointer, from any turn, at any offset within it', () => {
    for (const count of [1, 2, 3, 4, 7, 12]) {
      for (const from of [0, 17.5, 359, 1234.5, -90]) {
        for (let index = 0; index < count; index++) {
          for (const offset of [-0.35, 0, 0.35]) {
            const to = stopRotation(from, count, index, 6, offset);
            expect(to - from).toBeGreaterThanOrEqual(6 * 360);
            expect(to - from).toBeLessThan(7 * 360);
            expect(segmentAt(count, to)).toBe(index);
          }
        }
      }
    }
  });

  it('spins to the reward named, or to a no-prize segment for none or a reward it does not show', async () => {
    const container = document.createElement('div');
    let turn = 0;
    const wheel = createWheel(container, look(3), {
      noPrizeLabel: 'No prize',
      label: 'Wheel',
      random: () => [0.1, 0.9, 0.6][turn++ % 3]!,
    });
    const segments = () =>
      [...container.querySelectorAll('g[data-reward]')].map((segment) => segment.getAttribute('data-reward'));
    const under = () => segments()[segmentAt(segments().length, Number(wheel.element.dataset.rotation))];
    expect(segments()).toEqual(['r0', NO_PRIZE, 'r1', NO_PRIZE, 'r2', NO_PRIZE]);

    for (const id of ['r2', 'r0', null, 'r1', 'gone', 'r1']) {
      const stopped = await wheel.spin(id, 0);
      const expected = id === null || id === 'gone' ? NO_PRIZE : id;
      expect(stopped).toBe(expected);
      expect(wheel.element.dataset.stoppedReward).toBe(expected);
      expect(under()).toBe(expected);
    }

    // A live preview's edit redraws without losing the turn.
    const rotation = wheel.element.dataset.rotation;
    wheel.update(look(1), { noPrizeLabel: 'ไม่ได้รางวัล' });
    expect(segments()).toEqual(['r0', NO_PRIZE]);
    expect(container.querySelector('g[data-reward="none"] text')!.textContent).toBe('ไม่ได้รางวัล');
    expect(wheel.element.dataset.rotation).toBe(rotation);
    wheel.destroy();
    expect(container.children).toHaveLength(0);
  });
});
