/** The card's own units: 5:3 as the stylesheet's aspect-ratio; the canvas draws them at the screen's pixel ratio. */
export const CARD_WIDTH = 300;
export const CARD_HEIGHT = 180;
/** The coverage is counted in squares of this side, and scratched with a brush of this radius (card units). */
const CELL = 10;
const BRUSH = 20;

/**
 * How much of the card has been scratched off, counted on a grid of squares rather than read
 * back from the canvas's pixels: it costs nothing per move, needs no canvas (tests, old phones),
 * and a cover image of another host cannot hide it.
 */
export class ScratchCoverage {
  private readonly columns: number;
  private readonly rows: number;
  private readonly cells: Uint8Array;
  private marked = 0;

  constructor(
    readonly width = CARD_WIDTH,
    readonly height = CARD_HEIGHT,
    readonly cell = CELL,
  ) {
    this.columns = Math.ceil(width / cell);
    this.rows = Math.ceil(height / cell);
    this.cells = new Uint8Array(this.columns * this.rows);
  }

  /** Marks the squares whose middle lies within `radius` of the stroke from (x0, y0) to (x1, y1). */
  stroke(x0: number, y0: number, x1: number, y1: number, radius = BRUSH): void {
    const span = (a: number, b: number, last: number) =>
      [
        Math.max(0, Math.floor((Math.min(a, b) - radius) / this.cell)),
        Math.min(last, Math.floor((Math.max(a, b) + radius) / this.cell)),
      ] as const;
    const [firstColumn, lastColumn] = span(x0, x1, this.columns - 1);
    const [firstRow, lastRow] = span(y0, y1, this.rows - 1);
    for (let row = firstRow; row <= lastRow; row++) {
      for (let column = firstColumn; column <= lastColumn; column++) {
        const index = row * this.columns + column;
        if (this.cells[index]) continue;
        if (distanceToStroke((column + 0.5) * this.cell, (row + 0.5) * this.cell, x0, y0, x1, y1) > radius) continue;
        this.cells[index] = 1;
        this.marked++;
      }
    }
  }

  /** The share of the card scratched off, 0 to 1. */
  get share(): number {
    return this.marked / this.cells.length;
  }
}

function distanceToStroke(px: number, py: number, x0: number, y0: number, x1: number, y1: number): number {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const length = dx * dx + dy * dy;
  const along = length ? Math.max(0, Math.min(1, ((px - x0) * dx + (py - y0) * dy) / length)) : 0;
  return Math.hypot(px - (x0 + along * dx), py - (y0 + along * dy));
}

/** A game's look as the card draws it: the player page's game, or the console's form. */
export interface ScratchLook {
  /** The cover's picture; a silver cover without one. */
  scratchImg: string | null;
  /** Percent of the card scratched off before it reveals. */
  scratchPercentage: number;
}

export interface ScratchCardOptions {
  /** What the card is, for screen readers (Enter or Space reveals it). */
  label: string;
  onReveal?: () => void;
}

export interface ScratchCard {
  readonly element: HTMLElement;
  /** What the card hides: the prize, or the words of no prize. */
  setPrize(...content: Node[]): void;
  /** Lets the player scratch; until then the card ignores pointers (the answer is not in yet). */
  enable(): void;
  /** Takes the whole cover off. */
  reveal(): void;
  readonly revealed: boolean;
  /** Draws a new cover (a live preview's edit), unscratched. */
  update(look: ScratchLook): void;
  destroy(): void;
}

/**
 * A scratch card drawn into `container`: the prize underneath, in the DOM, and a canvas cover
 * the player scratches off with a finger or the mouse (pointer events). Past the look's
 * `scratchPercentage` the cover goes, `onReveal` is called. The share scratched is
 * `data-scratched` (percent) on its element, and `data-revealed` says whether it has revealed.
 */
export function createScratchCard(
  container: HTMLElement,
  look: ScratchLook,
  { label, onReveal }: ScratchCardOptions,
): ScratchCard {
  let current = look;
  let coverage = new ScratchCoverage();
  let enabled = false;
  let revealed = false;
  let last: { x: number; y: number } | null = null;
  let destroyed = false;

  const element = document.createElement('div');
  element.className = 'scratch-card';
  const prize = document.createElement('div');
  prize.className = 'scratch-prize';
  const canvas = document.createElement('canvas');
  canvas.className = 'scratch-cover';
  canvas.setAttribute('role', 'button');
  canvas.setAttribute('aria-label', label);
  const ratio = Math.min(3, Math.max(1, window.devicePixelRatio || 1));
  canvas.width = CARD_WIDTH * ratio;
  canvas.height = CARD_HEIGHT * ratio;
  element.append(prize, canvas);
  container.append(element);
  const context = canvas.getContext('2d');

  function paint(): void {
    coverage = new ScratchCoverage();
    element.dataset.scratched = '0';
    element.dataset.revealed = 'false';
    prize.setAttribute('aria-hidden', 'true');
    if (!context) return;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.globalCompositeOperation = 'source-over';
    const silver = context.createLinearGradient(0, 0, CARD_WIDTH, CARD_HEIGHT);
    silver.addColorStop(0, '#b8bec8');
    silver.addColorStop(0.5, '#eef0f3');
    silver.addColorStop(1, '#9ea6b2');
    context.fillStyle = silver;
    context.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
    if (!current.scratchImg) return;
    const image = new Image();
    const shown = current.scratchImg;
    image.onload = () => {
      if (destroyed || shown !== current.scratchImg) return;
      // Only where the cover still is: what was scratched before the picture came stays scratched.
      context.globalCompositeOperation = 'source-atop';
      const scale = Math.max(CARD_WIDTH / image.naturalWidth, CARD_HEIGHT / image.naturalHeight);
      const width = image.naturalWidth * scale;
      const height = image.naturalHeight * scale;
      context.drawImage(image, (CARD_WIDTH - width) / 2, (CARD_HEIGHT - height) / 2, width, height);
    };
    image.src = shown;
  }

  function reveal(): void {
    if (revealed) return;
    revealed = true;
    enabled = false;
    element.dataset.revealed = 'true';
    prize.removeAttribute('aria-hidden');
    canvas.tabIndex = -1;
    onReveal?.();
  }

  /** The pointer in card units, whatever size CSS gives the card. */
  const point = (event: PointerEvent) => {
    const box = canvas.getBoundingClientRect();
    return {
      x: (event.clientX - box.left) * (box.width ? CARD_WIDTH / box.width : 1),
      y: (event.clientY - box.top) * (box.height ? CARD_HEIGHT / box.height : 1),
    };
  };

  function scratch(from: { x: number; y: number }, to: { x: number; y: number }): void {
    coverage.stroke(from.x, from.y, to.x, to.y);
    if (context) {
      context.globalCompositeOperation = 'destination-out';
      context.lineWidth = BRUSH * 2;
      context.lineCap = 'round';
      context.beginPath();
      context.moveTo(from.x, from.y);
      context.lineTo(to.x + 0.01, to.y);
      context.stroke();
    }
    element.dataset.scratched = String(Math.floor(coverage.share * 100));
    if (coverage.share * 100 >= current.scratchPercentage) reveal();
  }

  canvas.addEventListener('pointerdown', (event) => {
    if (!enabled) return;
    event.preventDefault();
    last = point(event);
    try {
      canvas.setPointerCapture(event.pointerId);
    } catch {
      // A synthetic pointer (tests) cannot be captured; the moves still come to the canvas.
    }
    scratch(last, last);
  });
  canvas.addEventListener('pointermove', (event) => {
    if (!enabled || !last) return;
    const next = point(event);
    scratch(last, next);
    last = next;
  });
  for (const type of ['pointerup', 'pointercancel'] as const) canvas.addEventListener(type, () => (last = null));
  canvas.addEventListener('keydown', (event) => {
    if (enabled && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      reveal();
    }
  });

  paint();
  return {
    element,
    setPrize: (...content) => prize.replaceChildren(...content),
    enable() {
      if (revealed) return;
      enabled = true;
      canvas.tabIndex = 0;
      element.dataset.enabled = 'true';
    },
    reveal,
    get revealed() {
      return revealed;
    },
    update(look) {
      current = look;
      revealed = false;
      paint();
    },
    destroy() {
      destroyed = true;
      element.remove();
    },
  };
}
