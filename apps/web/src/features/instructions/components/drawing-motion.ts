/**
 * Whether a drawing of the instructions moves, and for how long: read from the drawing's own CSS
 * (content/README.md 'Animations': CSS animation inside the SVG, played a few times).
 */

const TIME = /^(\d*\.?\d+)(ms|s)$/;
const COUNT = /^\d*\.?\d+$/;

const milliseconds = (token: string) => {
  const [, value, unit] = TIME.exec(token)!;
  return Number(value) * (unit === 's' ? 1000 : 1);
};

/**
 * How long an SVG moves, in milliseconds: the longest of its `animation` declarations (delay +
 * duration × count), Infinity for an endless one or one whose length it cannot read, and null
 * for a drawing that does not move.
 */
export function motionLength(svg: string): number | null {
  if (!/@keyframes\b/.test(svg)) return null;
  let longest = 0;
  for (const [, value] of svg.matchAll(/\banimation\s*:\s*([^;}]+)/g)) {
    // 'steps(1,end)' and the like are one token; what is inside their brackets is no count.
    const tokens = value!
      .replace(/\([^)]*\)/g, '()')
      .replace(/!important/g, '')
      .trim()
      .split(/\s+/);
    const times = tokens.filter((token) => TIME.test(token)).map(milliseconds);
    if (times.length === 0) continue;
    const [duration = 0, delay = 0] = times;
    const count = tokens.includes('infinite')
      ? Infinity
      : Number(tokens.find((token) => COUNT.test(token)) ?? 1);
    longest = Math.max(longest, delay + duration * count);
  }
  return longest > 0 ? longest : Infinity;
}

/**
 * The drawing held on its key frame: its moving parts' animation switched off, as its own
 * reduced-motion rule does (content/README.md 'Animations'). A rule at the end of the file goes
 * before the drawing's own.
 */
export function stillSvg(svg: string): string {
  const end = svg.lastIndexOf('</svg>');
  if (end < 0) return svg;
  return `${svg.slice(0, end)}<style>.m{animation:none!important}</style>${svg.slice(end)}`;
}

/** A drawing that moves: for how long (ms), and the address of its still copy on the device. */
export interface DrawingMotion {
  length: number;
  still: string;
}

const known = new Map<string, Promise<DrawingMotion | null>>();

const deviceAddress = (svg: string) =>
  URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));

/**
 * The motion of the drawing at `url`, asked once per address (media addresses are
 * content-hashed, and the browser or the service worker already holds the file the image
 * showed), with a still copy made from the same text: pausing shows that copy, so it needs
 * neither the network nor the browser's handling of a fragment inside an image. A drawing that
 * cannot be read is taken as one that does not move, and asked again next time.
 */
export function drawingMotion(
  url: string,
  load: (url: string) => Promise<Response> = (address) => fetch(address),
  makeAddress: (svg: string) => string = deviceAddress,
): Promise<DrawingMotion | null> {
  let motion = known.get(url);
  if (!motion) {
    motion = load(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        const svg = await response.text();
        const length = motionLength(svg);
        return length === null ? null : { length, still: makeAddress(stillSvg(svg)) };
      })
      .catch(() => {
        known.delete(url);
        return null;
      });
    known.set(url, motion);
  }
  return motion;
}
