const SVG = 'http://www.w3.org/2000/svg';

/** What a segment without a reward names: the answer's "no prize" (and `data-stopped-reward`). */
export const NO_PRIZE = 'none';

export interface WheelReward {
  reId: string;
  reName: string;
  imageDisplay?: string | null;
  backgroundColor?: string | null;
}

/** A game's look as the wheel draws it: the player page's game, or the console's form. */
export interface WheelLook {
  wheelColor: string;
  fontColor: string;
  rewards: readonly WheelReward[];
}

export interface WheelOptions {
  /** The name of the segments without a reward, in the reader's language. */
  noPrizeLabel: string;
  /** What the wheel is, for screen readers. */
  label: string;
  /** A number in [0, 1): where in its segment the wheel stops, so that stops do not all look alike. */
  random?: () => number;
}

export interface WheelSegment {
  /** The reward's id, or NO_PRIZE. */
  id: string;
  label: string;
  color: string;
  image: string | null;
}

export interface Wheel {
  readonly element: HTMLElement;
  /** Draws the look again (a live preview's edit, a change of language), keeping the wheel's turn. */
  update(look: WheelLook, options?: Partial<WheelOptions>): void;
  /**
   * Turns the wheel and stops it on the reward named, or on a "no prize" segment for null (or a
   * reward it does not show); resolves with the segment's id once it has stopped.
   */
  spin(rewardId: string | null, durationMs: number): Promise<string>;
  destroy(): void;
}

/** Colours of the rewards that have none of their own; "no prize" segments are white and grey. */
const PALETTE = ['#ffd54f', '#81d4fa', '#ffab91', '#a5d6a7', '#ce93d8', '#f48fb1', '#90caf9', '#ffcc80'];
const NO_PRIZE_COLORS = ['#ffffff', '#eceff1'];
/** Up to this many rewards, each is followed by a "no prize" segment; a wheel of more has one only. */
const ALTERNATE_UP_TO = 5;
const RADIUS = 100;
const TURNS = 6;

/**
 * The wheel's segments, all the same size, clockwise from the pointer at the top. Every wheel has
 * a "no prize" segment: an answer of no prize (the rest of the odds, or a reward out of stock)
 * must have somewhere to stop. The odds are not the segments' sizes; the page lists them.
 */
export function wheelSegments(rewards: readonly WheelReward[], noPrizeLabel: string): WheelSegment[] {
  let blanks = 0;
  const blank = (): WheelSegment => ({ id: NO_PRIZE, label: noPrizeLabel, color: NO_PRIZE_COLORS[blanks++ % 2]!, image: null });
  const prizes = rewards.map((reward, index) => ({
    id: reward.reId,
    label: reward.reName,
    color: reward.backgroundColor || PALETTE[index % PALETTE.length]!,
    image: reward.imageDisplay ?? null,
  }));
  if (prizes.length > ALTERNATE_UP_TO) return [...prizes, blank()];
  return prizes.length ? prizes.flatMap((prize) => [prize, blank()]) : [blank()];
}

/** The index of the segment under the pointer once the wheel has turned `rotation` degrees clockwise. */
export function segmentAt(count: number, rotation: number): number {
  const under = (((-rotation % 360) + 360) % 360) / (360 / count);
  return Math.min(count - 1, Math.floor(under));
}

/**
 * The rotation to turn to from `from`: whole `turns`, then on until segment `index` is under the
 * pointer, `offset` (-0.5 to 0.5 of a segment) from its middle.
 */
export function stopRotation(from: number, count: number, index: number, turns: number, offset: number): number {
  const target = -(index + 0.5 + offset) * (360 / count);
  return from + turns * 360 + ((((target - from) % 360) + 360) % 360);
}

const svg = <K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | number>,
): SVGElementTagNameMap[K] => {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
};

/** A point of the rim `radius` from the centre, `degrees` clockwise from the top. */
const at = (degrees: number, radius: number) => {
  const radians = (degrees * Math.PI) / 180;
  return `${(radius * Math.sin(radians)).toFixed(2)} ${(-radius * Math.cos(radians)).toFixed(2)}`;
};

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function drawSegments(rotor: SVGSVGElement, segments: WheelSegment[], look: WheelLook): void {
  const step = 360 / segments.length;
  const small = segments.length > 8;
  const parts = segments.map((segment, index) => {
    const from = index * step;
    const group = svg('g', { 'data-reward': segment.id, 'data-from': from, 'data-to': from + step });
    const shape =
      segments.length === 1
        ? svg('circle', { r: RADIUS, fill: segment.color })
        : svg('path', {
            d: `M0 0L${at(from, RADIUS)}A${RADIUS} ${RADIUS} 0 ${step > 180 ? 1 : 0} 1 ${at(from + step, RADIUS)}Z`,
            fill: segment.color,
            stroke: '#ffffff',
            'stroke-width': 1,
          });
    const title = svg('title', {});
    title.textContent = segment.label;
    shape.append(title);
    // Along the radius, from the hub out to the rim (or to the reward's picture).
    const along = svg('g', { transform: `rotate(${from + step / 2 - 90})` });
    const text = svg('text', {
      x: segment.image ? RADIUS * 0.58 : RADIUS * 0.9,
      y: 0,
      'text-anchor': 'end',
      'dominant-baseline': 'central',
      'font-size': small ? 9 : 11,
      'font-weight': 600,
      fill: look.fontColor,
    });
    text.textContent = shorten(segment.label, segment.image ? 9 : 13);
    along.append(text);
    if (segment.image) {
      along.append(
        svg('image', {
          href: segment.image,
          x: RADIUS * 0.64,
          y: -11,
          width: 22,
          height: 22,
          transform: `rotate(90 ${RADIUS * 0.75} 0)`,
        }),
      );
    }
    group.append(shape, along);
    return group;
  });
  rotor.replaceChildren(
    ...parts,
    svg('circle', { r: RADIUS + 3, fill: 'none', stroke: look.wheelColor, 'stroke-width': 8 }),
    svg('circle', { r: 14, fill: look.wheelColor, stroke: '#ffffff', 'stroke-width': 3 }),
  );
}

/**
 * A prize wheel in SVG, drawn into `container` from a game's look and rewards. It knows nothing
 * of plays: `spin` is told where to stop (the server's answer) and only animates. The segment it
 * stopped on is `data-stopped-reward` on its element (a reward's id or `none`), each segment's
 * group carries `data-reward`, and its arc `data-from`/`data-to` in degrees clockwise from the top.
 */
export function createWheel(container: HTMLElement, look: WheelLook, options: WheelOptions): Wheel {
  let current = { look, options };
  let segments: WheelSegment[] = [];
  let rotation = 0;
  let spinning: (() => void) | null = null;

  const element = document.createElement('div');
  element.className = 'wheel';
  element.setAttribute('role', 'img');
  const viewBox = `${-RADIUS - 8} ${-RADIUS - 8} ${2 * RADIUS + 16} ${2 * RADIUS + 16}`;
  const rotor = svg('svg', { viewBox, class: 'wheel-rotor', 'aria-hidden': 'true' });
  const pointer = svg('svg', { viewBox, class: 'wheel-pointer', 'aria-hidden': 'true' });
  const arrow = svg('path', { d: `M-11 ${-RADIUS - 8}h22l-11 24z`, stroke: '#ffffff', 'stroke-width': 2 });
  pointer.append(arrow);
  element.append(rotor, pointer);
  container.append(element);

  function draw(): void {
    segments = wheelSegments(current.look.rewards, current.options.noPrizeLabel);
    element.setAttribute('aria-label', current.options.label);
    arrow.setAttribute('fill', current.look.fontColor);
    drawSegments(rotor, segments, current.look);
  }

  const turnTo = (degrees: number, durationMs: number) => {
    rotation = degrees;
    rotor.style.transition = durationMs > 0 ? `transform ${durationMs}ms cubic-bezier(0.15, 0.6, 0.1, 1)` : 'none';
    rotor.style.transform = `rotate(${degrees}deg)`;
    element.dataset.rotation = degrees.toFixed(2);
  };

  draw();
  return {
    element,
    update(look, options = {}) {
      current = { look, options: { ...current.options, ...options } };
      draw();
    },
    spin(rewardId, durationMs) {
      spinning?.();
      delete element.dataset.stoppedReward;
      const wanted = segments.some((segment) => segment.id === rewardId) ? rewardId! : NO_PRIZE;
      const choices = segments.flatMap((segment, index) => (segment.id === wanted ? [index] : []));
      const random = current.options.random ?? Math.random;
      const index = choices[Math.floor(random() * choices.length)] ?? 0;
      // Within the middle 70 % of the segment: never on a line between two.
      turnTo(stopRotation(rotation, segments.length, index, TURNS, (random() - 0.5) * 0.7), durationMs);
      return new Promise<string>((resolve) => {
        const stop = () => {
          rotor.removeEventListener('transitionend', stop);
          clearTimeout(timer);
          spinning = null;
          element.dataset.stoppedReward = wanted;
          resolve(wanted);
        };
        // transitionend does not come when the page is hidden or the animation is off: the timer then stops it.
        const timer = setTimeout(stop, durationMs > 0 ? durationMs + 100 : 0);
        if (durationMs > 0) rotor.addEventListener('transitionend', stop);
        spinning = stop;
      });
    },
    destroy() {
      spinning?.();
      element.remove();
    },
  };
}
