/**
 * Draws the animated manoeuvres of content/media/images (content/README.md 'Animations'):
 * fickparkering C15-8, backning runt hörn E5-5, vändning A6-4, cirkulationsplats D8-4 and påfart
 * till motorväg A12-4. Each car follows an SVG path, sampled in headless Chromium into CSS
 * keyframes; the elements' own transforms are the last frame, which is also the still frame
 * shown where motion is reduced.
 *
 *   npx tsx scripts/make-animations.ts
 *
 * Chromium is /usr/bin/chromium unless CHROMIUM_PATH says otherwise.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const OUT = path.resolve(import.meta.dirname, '..', 'content', 'media', 'images');
const FPS = 12;
const r1 = (n) => Math.round(n * 10) / 10;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
const page = await browser.newPage();
await page.setContent('<svg xmlns="http://www.w3.org/2000/svg"></svg>');

/** Samples a path: points every unit of length. */
async function sample(d) {
  return page.evaluate((d) => {
    const p = document.createElementNS('http://www.w3.org/2000/svg', 'path');
    p.setAttribute('d', d);
    document.querySelector('svg').appendChild(p);
    const L = p.getTotalLength();
    const n = Math.max(2, Math.ceil(L));
    const pts = [];
    for (let i = 0; i <= n; i++) {
      const q = p.getPointAtLength((L * i) / n);
      pts.push([q.x, q.y]);
    }
    p.remove();
    return { L, pts };
  }, d);
}

/**
 * A timeline of one object: segments {d, rev?, v0, v1} (speed in units/s) or {pause: s}.
 * Returns pose(t) for t in [0, T]; heading is the direction of the car's front (degrees).
 */
async function timeline(segments, _startHeading) {
  const parts = [];
  let t = 0;
  for (const seg of segments) {
    if (seg.pause !== undefined) {
      parts.push({ t0: t, t1: t + seg.pause, pause: true });
      t += seg.pause;
      continue;
    }
    const { L, pts } = await sample(seg.d);
    const v0 = seg.v0 ?? seg.v ?? 60;
    const v1 = seg.v1 ?? seg.v ?? v0;
    const T = (2 * L) / (v0 + v1);
    parts.push({ t0: t, t1: t + T, L, pts, v0, v1, T, rev: !!seg.rev, blink: seg.blink });
    t += T;
  }
  const total = t;
  // pose at time t
  const poseAt = (time) => {
    let part = parts.find((p) => time >= p.t0 && time <= p.t1 + 1e-9) ?? parts.at(-1);
    if (part.pause) {
      // the pose at the end of the previous moving part
      const i = parts.indexOf(part);
      const prev = parts
        .slice(0, i)
        .reverse()
        .find((p) => !p.pause);
      const next = parts.slice(i + 1).find((p) => !p.pause);
      if (prev) part = { ...prev, atEnd: true };
      else part = { ...next, atStart: true };
    }
    const tt = part.atEnd ? part.T : part.atStart ? 0 : time - part.t0;
    const a = (part.v1 - part.v0) / part.T;
    const s = Math.min(part.L, part.v0 * tt + 0.5 * a * tt * tt);
    const f = s / part.L;
    const n = part.pts.length - 1;
    const i = Math.min(n - 1, Math.floor(f * n));
    const [x0, y0] = part.pts[i];
    const [x1, y1] = part.pts[i + 1];
    const k = f * n - i;
    const x = x0 + (x1 - x0) * k;
    const y = y0 + (y1 - y0) * k;
    let h = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;
    if (part.rev) h += 180;
    return { x, y, h, blink: part.blink && !part.atEnd && !part.atStart ? part.blink : null };
  };
  return { total, poseAt };
}

function unwrap(list) {
  for (let i = 1; i < list.length; i++) {
    while (list[i].h - list[i - 1].h > 180) list[i].h -= 360;
    while (list[i].h - list[i - 1].h < -180) list[i].h += 360;
  }
  return list;
}

const CAR = (id) =>
  `<g id="${id}-car"><rect x="-20" y="-65" width="40" height="80" rx="9" stroke="#1b1f24" stroke-width="2"/><rect x="-15" y="-46" width="30" height="13" rx="3" fill="#cfe3f7"/><rect x="-14" y="-3" width="28" height="9" rx="3" fill="#cfe3f7"/></g>`;

/**
 * Builds the animation CSS and the moving elements.
 * movers: [{ tl, cls, fill, blinkers?: true }], hold0, holdEnd in s.
 */
function animate(ref, movers, { hold0 = 0.8, holdEnd = 2.2, iterations = 2 } = {}) {
  const motion = Math.max(...movers.map((m) => m.tl.total));
  const cycle = hold0 + motion + holdEnd;
  const pct = (t) => `${r1(((hold0 + t) / cycle) * 100)}%`;
  let css = '';
  let svg = '';
  for (const m of movers) {
    const times = [];
    for (let t = 0; t < motion; t += 1 / FPS) times.push(t);
    times.push(motion);
    const poses = unwrap(times.map((t) => ({ t, ...m.tl.poseAt(Math.min(t, m.tl.total)) })));
    const tf = (p) => `translate(${r1(p.x)}px,${r1(p.y)}px) rotate(${r1(p.h + 90)}deg)`;
    const frames = [`0%{transform:${tf(poses[0])}}`];
    for (const p of poses) frames.push(`${pct(p.t)}{transform:${tf(p)}}`);
    frames.push(`100%{transform:${tf(poses.at(-1))}}`);
    const name = `${ref}-${m.cls}`;
    css += `.${m.cls}{animation:${name} ${r1(cycle)}s linear ${iterations} forwards}\n@keyframes ${name}{${dedupe(frames).join('')}}\n`;
    const end = poses.at(-1);
    let blinkers = '';
    if (m.blinkers) {
      // blink windows: on/off every 0.35 s while the part says so
      for (const side of ['left', 'right']) {
        let on = null;
        const keys = ['0%{opacity:0}'];
        for (const p of poses) {
          const want = p.blink === side;
          const phase = want ? Math.floor((p.t - (on ?? p.t)) / 0.35) % 2 === 0 : false;
          if (want && on === null) on = p.t;
          if (!want) on = null;
          keys.push(`${pct(p.t)}{opacity:${want && phase ? 1 : 0}}`);
        }
        keys.push('100%{opacity:0}');
        if (!poses.some((p) => p.blink === side)) continue;
        const bname = `${ref}-${m.cls}-${side}`;
        css += `.${m.cls}-${side}{animation:${bname} ${r1(cycle)}s steps(1,end) ${iterations} forwards}\n@keyframes ${bname}{${dedupe(keys).join('')}}\n`;
        const x = side === 'left' ? -19 : 13;
        blinkers += `<g class="m ${m.cls}-${side}" opacity="0" fill="#ffb000"><rect x="${x}" y="-66" width="6" height="6" rx="2"/><rect x="${x}" y="10" width="6" height="6" rx="2"/></g>`;
      }
    }
    svg += `<g class="m ${m.cls}" transform="translate(${r1(end.x)} ${r1(end.y)}) rotate(${r1(end.h + 90)})"><use href="#${ref}-car" fill="${m.fill}"/>${blinkers}</g>\n`;
  }
  return { css, svg, cycle };
}

/** Drops keyframes whose value equals both neighbours. */
function dedupe(frames) {
  const val = (f) => f.slice(f.indexOf('{'));
  return frames.filter(
    (f, i) =>
      i === 0 ||
      i === frames.length - 1 ||
      val(f) !== val(frames[i - 1]) ||
      val(f) !== val(frames[i + 1]),
  );
}

function svgFile(ref, { w, h, title, desc, scene, movers, labels = '', options }) {
  const { css, svg } = animate(ref, movers, options);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" role="img" aria-labelledby="${ref}-t ${ref}-d" font-family="system-ui, sans-serif">
<title id="${ref}-t">${title}</title>
<desc id="${ref}-d">${desc}</desc>
<style>
${css}/* Still: reduced motion, or the renderer asks for #still (content/README.md 'Animations'). */
@media (prefers-reduced-motion: reduce){.m{animation:none!important}}
#still:target .m{animation:none!important}
</style>
<defs>
${CAR(ref)}
<marker id="${ref}-a" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="4" markerHeight="4" orient="auto"><path d="M0 0L10 5L0 10Z" fill="#f2b705"/></marker>
<clipPath id="${ref}-clip"><rect width="${w}" height="${h}"/></clipPath>
</defs>
<g id="still" clip-path="url(#${ref}-clip)">
${scene}
${svg}${labels}
</g>
</svg>
`;
}

const route = (ref, d) =>
  `<path d="${d}" fill="none" stroke="#f2b705" stroke-width="4" stroke-dasharray="10 8" marker-end="url(#${ref}-a)"/>`;
const parked = (x, y, rot, fill = '#d1462f', ref) =>
  `<use href="#${ref}-car" fill="${fill}" transform="translate(${x} ${y}) rotate(${rot})"/>`;

const jobs = [];

// 1 Fickparkering (lesson 15 catC, steg 8)
{
  const ref = 'C15-8';
  const back = 'M405 180H390A80 80 0 0 0 333.4 203.4L324.3 212.5A80 80 0 0 1 267.7 235.9';
  const tl = await timeline(
    [
      { d: 'M250 180H405', v0: 90, v1: 10 },
      { pause: 0.7 },
      { d: back, rev: true, v: 40 },
      { pause: 0.4 },
      { d: 'M267.7 235.9H277.7', v: 20 },
    ],
    0,
  );
  jobs.push([
    ref,
    svgFile(ref, {
      w: 640,
      h: 360,
      title:
        'Fickparkering, animerad: stanna bredvid bilen framför luckan, backa, vrid fullt åt höger, räta upp vid ungefär 45 grader, vrid fullt åt vänster och stanna parallellt nära kanten.',
      desc: 'En gata sedd ovanifrån med trottoar längst ner och högertrafik. Två röda bilar står parkerade vid trottoarkanten med en lucka mellan sig. Din blå bil kör fram och stannar bredvid den främre röda bilen med de bakre delarna i höjd med varandra. Den backar rakt en liten bit, backar sedan med fullt rattutslag åt höger så att bakvagnen svänger in mot luckan, rätar upp vid ungefär 45 grader och backar snett in, och vrider till sist fullt åt vänster så att fronten svänger in. Bilen står då parallellt med och nära trottoarkanten och kör fram en bit. En gul streckad linje visar vägen bakåt. Utan rörelse visas bilen där den står när den är klar.',
      scene: `<rect width="640" height="360" fill="#5b6470"/>
<rect x="0" y="260" width="640" height="100" fill="#d5d9de"/>
<path d="M0 260H640" stroke="#1b1f24" stroke-width="5"/>
<path d="M0 110H640" stroke="#ffffff" stroke-width="3" stroke-dasharray="16 12"/>
${parked(170, 236, 90, '#d1462f', ref)}
${parked(430, 236, 90, '#d1462f', ref)}
${route(ref, 'M405 180H390A80 80 0 0 0 333.4 203.4L324.3 212.5A80 80 0 0 1 267.7 235.9')}`.replace(
        /translate\((\d+) 236\) rotate\(90\)/g,
        (m, x) => `translate(${Number(x) - 25} 236) rotate(90)`,
      ),
      movers: [{ tl, cls: 'car', fill: '#2f6fd1', blinkers: false }],
      labels: `<g font-size="17" fill="#ffffff"><text x="20" y="36" font-size="20" font-weight="700">Fickparkering</text><text x="20" y="62">Backa: fullt höger – räta upp – fullt vänster</text></g>
<g font-size="16" fill="#1b1f24"><text x="20" y="300">Trottoar</text></g>`,
    }),
  ]);
}

// 2 Backning runt hörn (lesson 5 catE, steg 5) and 3 Vändning (lesson 6 catA, steg 4)
const cornerScene = () => `<rect width="600" height="480" fill="#8fbf6a"/>
<path d="M100 -40H340V200A30 30 0 0 0 370 230H640V370H370A30 30 0 0 0 340 400V520H100Z" fill="#5b6470" stroke="#d5d9de" stroke-width="44"/>
<path d="M100 -40H340V200A30 30 0 0 0 370 230H640V370H370A30 30 0 0 0 340 400V520H100Z" fill="#5b6470" stroke="#ffffff" stroke-width="3"/>
<g stroke="#ffffff" stroke-width="4" stroke-dasharray="24 24"><path d="M220 0V480M600 300H372"/></g>`;
const cornerBack = 'M310 140V200A65 65 0 0 0 375 265H450';
{
  const ref = 'E5-5';
  const tl = await timeline(
    [{ d: 'M310 470V140', v0: 160, v1: 20 }, { pause: 0.8 }, { d: cornerBack, rev: true, v: 55 }],
    -90,
  );
  jobs.push([
    ref,
    svgFile(ref, {
      w: 600,
      h: 480,
      title:
        'Backning runt ett hörn, animerad: kör förbi sidogatan, stanna nära kanten och backa långsamt runt hörnet med bakhjulet på jämnt avstånd från kantstenen.',
      desc: 'Gatukorsning sedd ovanifrån med högertrafik. Din blå bil kör uppåt i högra körfältet, förbi en sidogata till höger, och stannar nära högra kanten en bit efter hörnet. Den backar rakt tills bakhjulet är där hörnets kurva börjar och backar sedan runt hörnet i en båge med samma korta avstånd till kantstenen hela vägen. Fronten svänger ut åt vänster medan bakvagnen går in i sidogatan. Bilen backar rakt en bit in på sidogatan och stannar i det högra körfältet med fronten mot korsningen. En gul streckad linje visar vägen bakåt. Utan rörelse visas bilen där den står när den är klar.',
      scene: `${cornerScene()}
${route(ref, cornerBack)}`,
      movers: [{ tl, cls: 'car', fill: '#2f6fd1', blinkers: false }],
      labels: `<g font-size="16" fill="#1b1f24"><text x="384" y="40" font-size="19" font-weight="700">Backning runt hörn</text><text x="384" y="66">Bakhjulet följer</text><text x="384" y="88">kantstenen, fronten</text><text x="384" y="110">svänger ut</text></g>`,
    }),
  ]);
}
{
  const ref = 'A6-4';
  const out = 'M450 265H270A110 110 0 0 0 160 375V420';
  const tl = await timeline(
    [
      { d: 'M310 470V330', v0: 160, v1: 110 },
      { d: 'M310 330V140', v0: 110, v1: 20, blink: 'right' },
      { pause: 0.7 },
      { d: cornerBack, rev: true, v: 60 },
      { pause: 0.7 },
      { d: out, v0: 30, v1: 110, blink: 'left' },
    ],
    -90,
  );
  jobs.push([
    ref,
    svgFile(ref, {
      w: 600,
      h: 480,
      title:
        'Vändning med hjälp av backning, animerad: kör förbi sidogatan, blinka höger och stanna, backa runt hörnet in i sidogatan, blinka vänster och kör ut åt vänster, tillbaka åt det håll du kom ifrån.',
      desc: 'Gatukorsning sedd ovanifrån med högertrafik. Din blå bil kör uppåt i högra körfältet och förbi en sidogata till höger. Först när den har passerat korsningen blinkar den höger, och den stannar nära högra kanten strax efter hörnet. Den backar runt hörnet in i sidogatan, nära kantstenen, och stannar när hela bilen är väl inne. Sedan blinkar den vänster, kör fram till korsningen och svänger vänster ut i det högra körfältet åt motsatt håll mot det den kom ifrån. Gula streckade linjer visar vägen. Utan rörelse visas bilen där den är när vändningen är klar.',
      scene: `${cornerScene()}
${route(ref, cornerBack)}
${route(ref, out)}`,
      movers: [{ tl, cls: 'car', fill: '#2f6fd1', blinkers: true }],
      labels: `<g font-size="16" fill="#1b1f24"><text x="384" y="40" font-size="19" font-weight="700">Vändning</text><text x="384" y="66">1 Förbi, blinka höger</text><text x="384" y="88">2 Stanna, backa runt</text><text x="384" y="110">3 Blinka vänster, kör ut</text></g>`,
    }),
  ]);
}

// 4 Cirkulationsplats (lesson 8 catD, steg 4)
{
  const ref = 'D8-4';
  const cx = 300;
  const cy = 260;
  const pt = (deg, r = 100) => [
    r1(cx + r * Math.cos((deg * Math.PI) / 180)),
    r1(cy + r * Math.sin((deg * Math.PI) / 180)),
  ];
  const [ax, ay] = pt(60);
  const [bx, by] = pt(-150);
  const [nx, ny] = pt(-90);
  const enter = `M325 430C325 400 ${r1(ax - 0.866 * 30)} ${r1(ay + 0.5 * 30)} ${ax} ${ay}`;
  const round1 = `M${ax} ${ay}A100 100 0 0 0 ${nx} ${ny}`;
  const [mx, my] = pt(-115);
  const round2 = `M${nx} ${ny}A100 100 0 0 0 ${mx} ${my}`;
  const round3 = `M${mx} ${my}A100 100 0 0 0 ${bx} ${by}`;
  const exit = `M${bx} ${by}C${r1(bx - 0.5 * 22)} ${r1(by + 0.866 * 22)} 150 235 120 235H80`;
  const whole = `M325 560V430C325 400 ${r1(ax - 0.866 * 30)} ${r1(ay + 0.5 * 30)} ${ax} ${ay}A100 100 0 1 0 ${bx} ${by}C${r1(bx - 0.5 * 22)} ${r1(by + 0.866 * 22)} 150 235 120 235H80`;
  const tl = await timeline(
    [
      { d: 'M325 600V480', v0: 100, v1: 0.01 },
      { pause: 1.2 },
      { d: 'M325 480V430', v0: 10, v1: 50 },
      { d: enter, v: 60 },
      { d: round1, v: 85 },
      { d: round2, v: 85 },
      { d: round3, v: 85, blink: 'right' },
      { d: exit, v0: 85, v1: 95, blink: 'right' },
    ],
    -90,
  );
  // A red car in the roundabout that the blue one gives way to: it comes from the left.
  const red = await timeline(
    [
      {
        d: `M-40 285H150C190 285 ${pt(160)[0]} ${pt(160)[1] + 20} ${pt(160)[0]} ${pt(160)[1]}`,
        v: 90,
      },
      { d: `M${pt(160)[0]} ${pt(160)[1]}A100 100 0 0 0 ${pt(40)[0]} ${pt(40)[1]}`, v: 90 },
      {
        d: `M${pt(40)[0]} ${pt(40)[1]}C${r1(pt(40)[0] + 0.64 * 30)} ${r1(pt(40)[1] - 0.77 * 30)} 450 285 480 285H700`,
        v: 95,
      },
    ],
    0,
  );
  jobs.push([
    ref,
    svgFile(ref, {
      w: 600,
      h: 560,
      title:
        'Cirkulationsplats, animerad: väj för trafiken i cirkulationen, kör moturs runt, blinka höger efter avfarten före den du ska ta och kör ut.',
      desc: 'Cirkulationsplats med fyra vägar sedd ovanifrån, med högertrafik: trafiken kör moturs runt mittrondellen. Din blå bil kommer nerifrån och stannar vid väjningslinjen, eftersom den har väjningsplikt mot trafiken i cirkulationen. En röd bil som redan kör i cirkulationen kommer från vänster och passerar framför. Sedan kör den blå bilen in, utan att blinka, och kör moturs förbi avfarten till höger och avfarten rakt fram. När den har passerat avfarten rakt fram blinkar den höger och kör ut på vägen till vänster, i dess högra körfält. En gul streckad linje visar vägen. Utan rörelse visas bilen när den har kört ut.',
      scene: `<rect width="600" height="560" fill="#8fbf6a"/>
<g fill="#5b6470"><rect x="250" y="0" width="100" height="560"/><rect x="0" y="210" width="600" height="100"/><circle cx="300" cy="260" r="140"/></g>
<circle cx="300" cy="260" r="60" fill="#8fbf6a" stroke="#d5d9de" stroke-width="8"/>
<g stroke="#ffffff" stroke-width="4" stroke-dasharray="20 16"><path d="M300 0V118M300 402V560M0 260H158M442 260H600"/></g>
<path d="M300 414H350" stroke="#ffffff" stroke-width="4" stroke-dasharray="8 6"/>
${route(ref, whole)}`,
      movers: [
        { tl: red, cls: 'red', fill: '#d1462f', blinkers: false },
        { tl, cls: 'car', fill: '#2f6fd1', blinkers: true },
      ],
      labels: `<g font-size="16" fill="#1b1f24"><text x="380" y="440" font-size="19" font-weight="700">Cirkulationsplats</text><text x="380" y="466">Väj för trafik från vänster</text><text x="380" y="488">Kör moturs runt</text><text x="380" y="510">Blinka höger efter avfarten</text><text x="380" y="532">före den du ska ta</text></g>`,
      options: { hold0: 0.6, holdEnd: 2 },
    }),
  ]);
}

// 5 Påfart till motorväg (lesson 12 catA, steg 3)
{
  const ref = 'A12-4';
  const ramp = 'M-30 420C40 330 80 268 170 268';
  const accel = 'M170 268H330';
  const merge = 'M330 268C400 268 400 210 470 210';
  const onward = 'M470 210H500';
  const tl = await timeline(
    [
      { d: ramp, v0: 80, v1: 80 },
      { d: accel, v0: 80, v1: 150, blink: null },
      { d: merge, v0: 150, v1: 150, blink: 'left' },
      { d: onward, v0: 150, v1: 150 },
    ],
    -45,
  );
  const motion = tl.total;
  // Two red cars in the right lane at the speed of the traffic; the blue one slots in between.
  const lane = (endX) => timeline([{ d: `M${r1(endX - 150 * motion)} 210H${endX}`, v: 150 }], 0);
  const ahead = await lane(655);
  const behind = await lane(335);
  const left = await timeline([{ d: `M${r1(400 - 190 * motion)} 150H400`, v: 190 }], 0);
  jobs.push([
    ref,
    svgFile(ref, {
      w: 640,
      h: 400,
      title:
        'Påfart till motorväg, animerad: öka farten i accelerationsfältet, blinka vänster och glid in i en lucka i högra körfältet med samma fart som trafiken.',
      desc: 'Motorväg sedd ovanifrån med högertrafik och två körfält åt höger. Din blå bil kommer från påfarten nere till vänster, ökar farten i accelerationsfältet och blinkar vänster. I högra körfältet kör två röda bilar med en lucka mellan sig, och i vänster körfält kör en grå bil. Den blå bilen anpassar farten så att den hamnar mitt i luckan och byter mjukt in i högra körfältet innan accelerationsfältet tar slut, utan att någon behöver bromsa. En gul streckad linje visar vägen. Utan rörelse visas bilen i luckan.',
      scene: `<rect width="640" height="400" fill="#8fbf6a"/>
<path d="M0 100H640" stroke="#8a939e" stroke-width="5"/>
<rect x="0" y="120" width="640" height="120" fill="#5b6470"/>
<path d="M-60 440C20 330 70 240 170 240H560L620 240V240L560 296H170C110 296 90 330 40 440Z" fill="#5b6470"/>
<g stroke="#ffffff" stroke-width="4" fill="none">
<path d="M0 124H640"/>
<path d="M0 180H640" stroke-dasharray="36 28"/>
<path d="M0 236H150M600 236H640"/>
<path d="M170 240H500" stroke-dasharray="12 10"/>
<path d="M170 292H500L600 240"/>
</g>
${route(ref, `${ramp}H330C400 268 400 210 470 210H500`)}`,
      movers: [
        { tl: left, cls: 'grey', fill: '#9aa3ad', blinkers: false },
        { tl: ahead, cls: 'ahead', fill: '#d1462f', blinkers: false },
        { tl: behind, cls: 'behind', fill: '#d1462f', blinkers: false },
        { tl, cls: 'car', fill: '#2f6fd1', blinkers: true },
      ],
      labels: `<g font-size="16" fill="#1b1f24"><text x="20" y="36" font-size="19" font-weight="700">Påfart till motorväg</text><text x="20" y="62">Öka farten i accelerationsfältet, blinka vänster</text><text x="20" y="84">och glid in i en lucka med samma fart</text></g>
<g font-size="14" fill="#ffffff"><text x="10" y="172">Vänster körfält</text><text x="10" y="228">Höger körfält</text><text x="200" y="286">Accelerationsfält</text></g>`,
      options: { hold0: 0.6, holdEnd: 2 },
    }),
  ]);
}

for (const [ref, text] of jobs) {
  fs.writeFileSync(`${OUT}/${ref}.svg`, text);
  console.log(ref, text.length);
}
await browser.close();
