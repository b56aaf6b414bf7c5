/**
 * Renders the landing page's background video: a calm country road seen from the driver's seat,
 * drawn on a canvas frame by frame in headless Chromium, encoded to VP9 with WebCodecs and muxed
 * into WebM here (no ffmpeg). Every moving thing repeats a whole number of times in the clip, so
 * it loops without a seam. Also writes the poster (the first frame) as WebP.
 *
 *   npx tsx scripts/make-landing-video.ts
 *
 * writes apps/web/public/media/landing-road.webm and landing-road-poster.webp. Chromium is
 * /usr/bin/chromium unless CHROMIUM_PATH says otherwise.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const WIDTH = 960;
const HEIGHT = 540;
const FPS = 25;
const SECONDS = 8;
const BITRATE = 420_000;
/** A keyframe at the start (for the loop) and one half-way (for seeking). */
const KEYFRAME_EVERY = (FPS * SECONDS) / 2;

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'apps', 'web', 'public', 'media');
const videoFile = path.join(outDir, 'landing-road.webm');
const posterFile = path.join(outDir, 'landing-road-poster.webp');

interface Scene {
  width: number;
  height: number;
  seconds: number;
}

/**
 * Draws the scene at time t (seconds) on the canvas. Runs in the browser: it may use nothing
 * from outside its own body.
 */
function drawFrame(ctx: CanvasRenderingContext2D, t: number, scene: Scene) {
  const { width: W, height: H, seconds } = scene;
  const TAU = Math.PI * 2;
  const phase = (t / seconds) * TAU;
  /** Metres driven per loop; dashes (12 m), posts (52 m) and trees (156 m) all divide it. */
  const LOOP_METRES = 156;
  const travelled = (t / seconds) * LOOP_METRES;
  const horizon = H * 0.46;
  const focal = ((H - horizon) * 3) / 1.2; // the bottom edge is 3 m ahead, eyes at 1.2 m
  const eye = 1.2;
  const cameraX = 1.75; // middle of the right-hand lane
  const sway = Math.sin(phase) * 0.0009; // the road bends gently left and right
  const centreX = W / 2 - Math.sin(phase) * 10;

  /** Screen position of a point on the ground: x metres sideways, z metres ahead. */
  const project = (x: number, z: number) => {
    const bend = sway * z * z;
    return { x: centreX + ((x + bend - cameraX) * focal) / z, y: horizon + (eye * focal) / z };
  };
  const seeded = (n: number) => {
    const s = Math.sin(n * 127.1 + 311.7) * 43758.5453;
    return s - Math.floor(s);
  };

  // Sky: a calm morning blue fading to a pale horizon with a soft sun glow.
  const sky = ctx.createLinearGradient(0, 0, 0, horizon);
  sky.addColorStop(0, '#27496b');
  sky.addColorStop(0.6, '#5d86a8');
  sky.addColorStop(1, '#b7cbd8');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, W, horizon + 1);
  const sunX = W * 0.68 - Math.sin(phase) * 6;
  const glow = ctx.createRadialGradient(sunX, horizon - 30, 4, sunX, horizon - 30, 260);
  glow.addColorStop(0, 'rgba(255, 236, 200, 0.85)');
  glow.addColorStop(0.15, 'rgba(255, 226, 180, 0.35)');
  glow.addColorStop(1, 'rgba(255, 226, 180, 0)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, W, horizon + 1);

  // A few soft clouds that breathe a little (their motion is periodic with the clip).
  const clouds = [
    [0.18, 0.16, 130],
    [0.45, 0.09, 90],
    [0.83, 0.2, 150],
  ] as const;
  clouds.forEach(([cx, cy, size], i) => {
    const x = cx * W + Math.sin(phase + i * 2) * 8;
    const y = cy * H;
    ctx.fillStyle = 'rgba(235, 242, 248, 0.22)';
    ctx.beginPath(); // one path, so the overlapping puffs fill as one shape
    for (let k = 0; k < 4; k += 1) {
      const px = x + (k - 1.5) * size * 0.32;
      ctx.moveTo(px + size * 0.4, y + (k % 2) * 6);
      ctx.ellipse(px, y + (k % 2) * 6, size * 0.4, size * 0.13, 0, 0, TAU);
    }
    ctx.fill();
  });

  // Hills: two layers of silhouettes, nearer ones shift a little more with the bend.
  const hills = (colour: string, base: number, amp: number, shift: number, seed: number) => {
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.moveTo(0, horizon + 1);
    for (let x = 0; x <= W; x += 8) {
      const u = (x - Math.sin(phase) * shift) / W;
      const y =
        base -
        amp *
          (0.55 + 0.45 * Math.sin(u * 5.1 + seed)) *
          (0.7 + 0.3 * Math.sin(u * 13.7 + seed * 3));
      ctx.lineTo(x, y);
    }
    ctx.lineTo(W, horizon + 1);
    ctx.closePath();
    ctx.fill();
  };
  hills('#7d98a8', horizon, 34, 8, 1.3);
  hills('#5d7a80', horizon, 20, 14, 4.1);

  // Fields on both sides.
  const field = ctx.createLinearGradient(0, horizon, 0, H);
  field.addColorStop(0, '#74906a');
  field.addColorStop(0.35, '#5a7a50');
  field.addColorStop(1, '#3f5a39');
  ctx.fillStyle = field;
  ctx.fillRect(0, horizon, W, H - horizon);

  // The road: drawn as thin slices from far to near, so it can bend.
  const slices: { z: number; l: ReturnType<typeof project>; r: ReturnType<typeof project> }[] = [];
  for (let z = 400; z >= 2.4; z *= 0.97) {
    slices.push({ z, l: project(-3.9, z), r: project(3.9, z) });
  }
  for (let i = 0; i < slices.length - 1; i += 1) {
    const far = slices[i]!;
    const near = slices[i + 1]!;
    const haze = Math.min(1, far.z / 250);
    // Faint asphalt patches every 13 m (12 of them per loop) make the surface move.
    const patch = Math.floor((far.z + travelled) / 13) % 2 === 0 ? 0 : 4;
    const shade = Math.round(62 + patch + haze * 60);
    ctx.fillStyle = `rgb(${shade}, ${shade + 4}, ${shade + 10})`;
    ctx.beginPath();
    ctx.moveTo(far.l.x, far.l.y);
    ctx.lineTo(far.r.x, far.r.y);
    ctx.lineTo(near.r.x, near.r.y + 0.5);
    ctx.lineTo(near.l.x, near.l.y + 0.5);
    ctx.closePath();
    ctx.fill();
  }

  /** A painted band between two distances, x0..x1 metres sideways. */
  const band = (x0: number, x1: number, z0: number, z1: number, colour: string) => {
    ctx.fillStyle = colour;
    ctx.beginPath();
    const steps = Math.max(1, Math.ceil((z1 - z0) / 2));
    for (let s = 0; s <= steps; s += 1) {
      const p = project(x0, z0 + ((z1 - z0) * s) / steps);
      if (s === 0) ctx.moveTo(p.x, p.y);
      else ctx.lineTo(p.x, p.y);
    }
    for (let s = steps; s >= 0; s -= 1) {
      const p = project(x1, z0 + ((z1 - z0) * s) / steps);
      ctx.lineTo(p.x, p.y);
    }
    ctx.closePath();
    ctx.fill();
  };
  // Edge lines (solid) and the centre line: 3 m dashes, 9 m gaps, moving towards us.
  band(-3.7, -3.55, 2.4, 400, 'rgba(236, 238, 232, 0.85)');
  band(3.55, 3.7, 2.4, 400, 'rgba(236, 238, 232, 0.85)');
  const dashOffset = travelled % 12;
  for (let z = 12 - dashOffset - 12; z < 400; z += 12) {
    const z0 = Math.max(2.4, z);
    const z1 = z + 3;
    if (z1 <= 2.4) continue;
    band(-0.07, 0.07, z0, z1, 'rgba(244, 244, 236, 0.92)');
  }

  // Roadside things, far to near: trees (a 156 m pattern) and reflector posts every 52 m.
  const things: { z: number; draw: () => void }[] = [];
  for (let k = 0; k < 3; k += 1) {
    for (let n = 0; n < 14; n += 1) {
      const side = n % 2 === 0 ? -1 : 1;
      const base = seeded(n) * LOOP_METRES;
      const z = base + k * LOOP_METRES - (travelled % LOOP_METRES);
      if (z < 3 || z > 420) continue;
      const offset = side * (9 + seeded(n + 40) * 14);
      const size = 5 + seeded(n + 80) * 5;
      things.push({
        z,
        draw: () => {
          const foot = project(offset, z);
          const scale = focal / z;
          const h = size * scale;
          const haze = Math.min(0.65, z / 420);
          const mix = (a: number, b: number) => Math.round(a + (b - a) * haze);
          ctx.fillStyle = `rgb(${mix(58, 150)}, ${mix(48, 165)}, ${mix(40, 175)})`;
          ctx.fillRect(foot.x - 0.06 * h, foot.y - h * 0.35, 0.12 * h, h * 0.35);
          ctx.fillStyle = `rgb(${mix(44, 140)}, ${mix(84, 160)}, ${mix(58, 168)})`;
          ctx.beginPath();
          ctx.ellipse(foot.x, foot.y - h * 0.62, h * 0.3, h * 0.4, 0, 0, TAU);
          ctx.fill();
        },
      });
    }
  }
  for (let z = 52 - (travelled % 52); z < 420; z += 52) {
    for (const side of [-1, 1]) {
      if (z < 2.6) continue;
      things.push({
        z,
        draw: () => {
          const foot = project(side * 4.6, z);
          const scale = focal / z;
          const w = Math.max(1, 0.1 * scale);
          const h = 1.1 * scale;
          ctx.fillStyle = 'rgba(235, 236, 230, 0.9)';
          ctx.fillRect(foot.x - w / 2, foot.y - h, w, h);
          ctx.fillStyle = 'rgba(30, 30, 30, 0.9)';
          ctx.fillRect(foot.x - w / 2, foot.y - h, w, h * 0.25);
          ctx.fillStyle = side > 0 ? 'rgba(240, 200, 120, 0.95)' : 'rgba(245, 245, 240, 0.95)';
          ctx.fillRect(foot.x - w / 4, foot.y - h * 0.92, w / 2, h * 0.12);
        },
      });
    }
  }
  things.sort((a, b) => b.z - a.z).forEach((thing) => thing.draw());

  // The car: the top of the dashboard and the steering wheel, quiet and dark.
  const dash = ctx.createLinearGradient(0, H * 0.86, 0, H);
  dash.addColorStop(0, '#262a30');
  dash.addColorStop(1, '#121417');
  ctx.fillStyle = dash;
  ctx.beginPath();
  ctx.moveTo(0, H * 0.9);
  ctx.quadraticCurveTo(W / 2, H * 0.83, W, H * 0.9);
  ctx.lineTo(W, H);
  ctx.lineTo(0, H);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.08)';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(0, H * 0.9);
  ctx.quadraticCurveTo(W / 2, H * 0.83, W, H * 0.9);
  ctx.stroke();
  ctx.strokeStyle = '#15171a';
  ctx.lineWidth = 26;
  ctx.beginPath();
  ctx.ellipse(W * 0.5, H * 1.12, W * 0.2, H * 0.24, 0, Math.PI * 1.08, Math.PI * 1.92);
  ctx.stroke();
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.07)';
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.ellipse(W * 0.5, H * 1.12, W * 0.2 + 11, H * 0.24 + 11, 0, Math.PI * 1.12, Math.PI * 1.88);
  ctx.stroke();
}

interface EncodedFrame {
  timestamp: number;
  key: boolean;
  data: number[];
}

/** Runs in the browser: draws every frame, encodes with WebCodecs, returns chunks and poster. */
async function render(options: {
  scene: Scene;
  fps: number;
  bitrate: number;
  keyframeEvery: number;
  draw: string;
}): Promise<{ frames: EncodedFrame[]; poster: string }> {
  const { scene, fps, bitrate, keyframeEvery } = options;
  const draw = new Function(`return ${options.draw}`)() as typeof drawFrame;
  const canvas = document.createElement('canvas');
  canvas.width = scene.width;
  canvas.height = scene.height;
  const ctx = canvas.getContext('2d')!;
  const frames: EncodedFrame[] = [];
  const encoder = new VideoEncoder({
    output: (chunk) => {
      const data = new Uint8Array(chunk.byteLength);
      chunk.copyTo(data);
      frames.push({ timestamp: chunk.timestamp, key: chunk.type === 'key', data: [...data] });
    },
    error: (error) => {
      throw error;
    },
  });
  encoder.configure({
    codec: 'vp09.00.10.08',
    width: scene.width,
    height: scene.height,
    bitrate,
    bitrateMode: 'variable',
    framerate: fps,
    latencyMode: 'quality',
  });
  const count = fps * scene.seconds;
  let poster = '';
  for (let i = 0; i < count; i += 1) {
    draw(ctx, i / fps, scene);
    if (i === 0) poster = canvas.toDataURL('image/webp', 0.72);
    const frame = new VideoFrame(canvas, {
      timestamp: Math.round((i * 1_000_000) / fps),
      duration: Math.round(1_000_000 / fps),
    });
    encoder.encode(frame, { keyFrame: i % keyframeEvery === 0 });
    frame.close();
    if (encoder.encodeQueueSize > 8) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await encoder.flush();
  encoder.close();
  return { frames, poster };
}

// ---- A small WebM (Matroska) writer: one VP9 track, a cluster per keyframe, cues. ----

function vintSize(size: number): Buffer {
  for (let length = 1; length <= 8; length += 1) {
    if (size < 2 ** (7 * length) - 1) {
      const bytes = Buffer.alloc(length);
      let rest = size;
      for (let i = length - 1; i >= 0; i -= 1) {
        bytes[i] = rest % 256;
        rest = Math.floor(rest / 256);
      }
      bytes[0]! |= 1 << (8 - length);
      return bytes;
    }
  }
  throw new Error(`element too large: ${size}`);
}

function idBytes(id: number): Buffer {
  const hex = id.toString(16);
  return Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
}

const element = (id: number, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  return Buffer.concat([idBytes(id), vintSize(body.length), body]);
};
const uint = (id: number, value: number, width?: number) => {
  let bytes = width ?? 1;
  while (!width && value >= 2 ** (8 * bytes)) bytes += 1;
  const body = Buffer.alloc(bytes);
  let rest = value;
  for (let i = bytes - 1; i >= 0; i -= 1) {
    body[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return element(id, body);
};
const float = (id: number, value: number) => {
  const body = Buffer.alloc(8);
  body.writeDoubleBE(value);
  return element(id, body);
};
const text = (id: number, value: string) => element(id, Buffer.from(value, 'utf8'));

function muxWebm(frames: EncodedFrame[]): Buffer {
  const frameMs = 1000 / FPS;
  const header = element(
    0x1a45dfa3,
    uint(0x4286, 1),
    uint(0x42f7, 1),
    uint(0x42f2, 4),
    uint(0x42f3, 8),
    text(0x4282, 'webm'),
    uint(0x4287, 4),
    uint(0x4285, 2),
  );
  const info = element(
    0x1549a966,
    uint(0x2ad7b1, 1_000_000),
    float(0x4489, frames.length * frameMs),
    text(0x4d80, 'ovningskort make-landing-video'),
    text(0x5741, 'ovningskort make-landing-video'),
  );
  const tracks = element(
    0x1654ae6b,
    element(
      0xae,
      uint(0xd7, 1),
      uint(0x73c5, 1),
      uint(0x9c, 0),
      text(0x86, 'V_VP9'),
      uint(0x83, 1),
      uint(0x23e383, Math.round(1_000_000_000 / FPS)),
      element(0xe0, uint(0xb0, WIDTH), uint(0xba, HEIGHT)),
    ),
  );

  // Clusters, each starting at a keyframe; timestamps in ms.
  const groups: EncodedFrame[][] = [];
  for (const frame of frames) {
    if (frame.key || groups.length === 0) groups.push([]);
    groups[groups.length - 1]!.push(frame);
  }
  const clusterTimes: number[] = [];
  const clusters = groups.map((group) => {
    const start = Math.round(group[0]!.timestamp / 1000);
    clusterTimes.push(start);
    const blocks = group.map((frame) => {
      const head = Buffer.alloc(4);
      head[0] = 0x81; // track 1
      head.writeInt16BE(Math.round(frame.timestamp / 1000) - start, 1);
      head[3] = frame.key ? 0x80 : 0;
      return element(0xa3, head, Buffer.from(frame.data));
    });
    return element(0x1f43b675, uint(0xe7, start), ...blocks);
  });

  // SeekHead with fixed-width positions, so its own size is known before the positions are.
  const seekEntry = (id: number, position: number) =>
    element(0x4dbb, element(0x53ab, idBytes(id)), uint(0x53ac, position, 8));
  const seekHeadSize = (count: number) =>
    element(0x114d9b74, ...Array.from({ length: count }, () => seekEntry(0x1549a966, 0))).length;
  const seekSize = seekHeadSize(3);
  const infoAt = seekSize;
  const tracksAt = infoAt + info.length;
  let position = tracksAt + tracks.length;
  const clusterPositions = clusters.map((cluster) => {
    const at = position;
    position += cluster.length;
    return at;
  });
  const cuesAt = position;
  const cues = element(
    0x1c53bb6b,
    ...clusterPositions.map((at, i) =>
      element(0xbb, uint(0xb3, clusterTimes[i]!), element(0xb7, uint(0xf7, 1), uint(0xf1, at))),
    ),
  );
  const seekHead = element(
    0x114d9b74,
    seekEntry(0x1549a966, infoAt),
    seekEntry(0x1654ae6b, tracksAt),
    seekEntry(0x1c53bb6b, cuesAt),
  );
  if (seekHead.length !== seekSize) throw new Error('seek head size changed');
  const segment = element(0x18538067, seekHead, info, tracks, ...clusters, cues);
  return Buffer.concat([header, segment]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage();
  // tsx keeps function names with a helper the page does not have; give it a stand-in.
  await page.addInitScript('globalThis.__name = (fn) => fn;');
  // WebCodecs needs a secure context: serve an empty page on an https address we answer ourselves.
  await page.route('https://render.invalid/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>render</title>' }),
  );
  await page.goto('https://render.invalid/');
  const { frames, poster } = await page.evaluate(render, {
    scene: { width: WIDTH, height: HEIGHT, seconds: SECONDS },
    fps: FPS,
    bitrate: BITRATE,
    keyframeEvery: KEYFRAME_EVERY,
    draw: drawFrame.toString(),
  });
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(videoFile, muxWebm(frames));
  fs.writeFileSync(
    posterFile,
    Buffer.from(poster.replace(/^data:image\/webp;base64,/, ''), 'base64'),
  );
  for (const file of [videoFile, posterFile]) {
    console.log(`${path.relative(root, file)} (${fs.statSync(file).size} bytes)`);
  }
} finally {
  await browser.close();
}
