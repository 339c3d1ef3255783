import { restartDelay } from '../../scripts/processes.mjs';

/** npm start's delay before it starts again an app process that died on its own. */
describe('restart delay of an npm start child', () => {
  it('is 1 s the first time and doubles up to 30 s while the child keeps dying soon after it starts', () => {
    const delays: number[] = [];
    let delay = 0;
    for (let i = 0; i < 8; i++) delays.push((delay = restartDelay(delay, 2_000)));
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('starts from 1 s again once the child had stayed up a minute', () => {
    expect(restartDelay(30_000, 59_999)).toBe(30_000);
    expect(restartDelay(30_000, 60_000)).toBe(1_000);
  });
});
