import { describe, expect, it, vi } from 'vitest';
import { drawingMotion, motionLength, stillSvg } from './drawing-motion.js';

/** The drawings of content/media/images, by file name. */
const drawings = Object.entries(
  import.meta.glob<string>('../../../../../../content/media/images/*.svg', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).map(([file, text]) => [file.slice(file.lastIndexOf('/') + 1), text] as const);
const svg = (style: string) => `<svg><style>${style}</style><g id="still"></g></svg>`;

describe('motionLength', () => {
  it('reads delay + duration × count of the longest animation', () => {
    expect(
      motionLength(
        svg(
          '.car{animation:x-car 11.5s linear 2 forwards}.l{animation:x-l 8s steps(1,end) 2 forwards}' +
            '@keyframes x-car{0%{opacity:0}}@media (prefers-reduced-motion: reduce){.m{animation:none!important}}',
        ),
      ),
    ).toBe(23_000);
    expect(motionLength(svg('.a{animation: a 500ms ease 1s 3}@keyframes a{}'))).toBe(2_500);
    expect(motionLength(svg('.a{animation:a 2s}@keyframes a{}'))).toBe(2_000);
  });

  it('is endless for an endless or unreadable animation, and null for a still drawing', () => {
    expect(motionLength(svg('.a{animation:a 2s infinite}@keyframes a{}'))).toBe(Infinity);
    expect(motionLength(svg('.a{animation-name:a}@keyframes a{}'))).toBe(Infinity);
    expect(motionLength('<svg><rect width="10" height="10"/></svg>')).toBeNull();
  });

  it('finds every animated drawing of content/ and how long it moves', () => {
    const moving: string[] = [];
    expect(drawings.length).toBeGreaterThan(20);
    for (const [file, text] of drawings) {
      const length = motionLength(text);
      if (length === null) continue;
      moving.push(file);
      // Longer than five seconds (so it needs its button), and it ends by itself.
      expect(length, file).toBeGreaterThan(5_000);
      expect(length, file).toBeLessThan(60_000);
    }
    expect(moving.sort()).toEqual(
      ['A12-4.svg', 'A6-4.svg', 'C15-8.svg', 'D8-4.svg', 'E5-5.svg'].sort(),
    );
  });
});

describe('stillSvg', () => {
  it("switches the moving parts off after the drawing's own rules", () => {
    const moving = svg('.m{animation:a 3s 2}@keyframes a{}');
    const still = stillSvg(moving);
    expect(still.endsWith('<style>.m{animation:none!important}</style></svg>')).toBe(true);
    expect(still.indexOf('.m{animation:a 3s 2}')).toBeLessThan(still.indexOf('animation:none'));
  });

  it('leaves what is not an SVG as it is', () => {
    expect(stillSvg('not a drawing')).toBe('not a drawing');
  });
});

describe('drawingMotion', () => {
  it('asks once per address, and again after a failure', async () => {
    const load = vi.fn(async () => new Response(svg('.a{animation:a 3s 2}@keyframes a{}')));
    const address = vi.fn((text: string) => `blob:${text.length}`);
    const moving = { length: 6_000, still: expect.stringMatching(/^blob:\d+$/) as string };
    expect(await drawingMotion('/media/images/X1-1.aaa.svg', load, address)).toEqual(moving);
    expect(await drawingMotion('/media/images/X1-1.aaa.svg', load, address)).toEqual(moving);
    expect(load).toHaveBeenCalledTimes(1);
    expect(address).toHaveBeenCalledTimes(1);
    expect(address.mock.calls[0]![0]).toContain('.m{animation:none!important}');

    const still = vi.fn(async () => new Response('<svg></svg>'));
    expect(await drawingMotion('/media/images/X1-2.aaa.svg', still)).toBeNull();
    expect(await drawingMotion('/media/images/X1-2.aaa.svg', still)).toBeNull();
    expect(still).toHaveBeenCalledTimes(1);

    const failing = vi
      .fn<(url: string) => Promise<Response>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(new Response('', { status: 404 }))
      .mockResolvedValue(new Response(svg('.a{animation:a 1s}@keyframes a{}')));
    expect(await drawingMotion('/media/images/X1-3.aaa.svg', failing, address)).toBeNull();
    expect(await drawingMotion('/media/images/X1-3.aaa.svg', failing, address)).toBeNull();
    expect(await drawingMotion('/media/images/X1-3.aaa.svg', failing, address)).toEqual({
      length: 1_000,
      still: expect.any(String) as string,
    });
    expect(failing).toHaveBeenCalledTimes(3);
  });
});
