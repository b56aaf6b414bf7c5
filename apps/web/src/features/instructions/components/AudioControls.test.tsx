import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../../components/Button.js';
import { instructionScreens } from '../../../copy/instructions.js';
import {
  type SwedishVoiceState,
  type VoiceList,
  VOICE_LIST_WAIT_MS,
  watchSwedishVoice,
} from '../../../lib/speech.js';
import { InstructionReader, type ReaderPart, type SpeechEngine } from '../reader/reader.js';
import { buttonsNamed, elementsOf, textOf } from '../testing/element-tree.js';
import { AudioControls, type SilentOffer, SilentControls } from './AudioControls.js';
import { NoVoiceHelp } from './NoVoiceHelp.js';

const t = instructionScreens.audio;
const help = instructionScreens.noVoice;

type Voice = { lang: string; name: string };
const english: Voice = { lang: 'en-US', name: 'English' };
const german: Voice = { lang: 'de-DE', name: 'Deutsch' };
const alva: Voice = { lang: 'sv-SE', name: 'Alva' };

/**
 * A stand-in for window.speechSynthesis: it lists `voices`, and `load` changes the list and
 * sends 'voiceschanged', as a browser does when its voices have loaded (or a voice is added).
 */
function fakeSpeechSynthesis(voices: Voice[] = []) {
  const listeners = new Set<() => void>();
  const synthesis: VoiceList = {
    getVoices: () => voices,
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  };
  return {
    synthesis,
    listeners,
    load(next: Voice[] = voices) {
      voices = next;
      for (const listener of listeners) listener();
    },
  };
}

/** The three devices of issue 36: with a Swedish voice, without one, and one still loading. */
const withSwedishVoice = () => fakeSpeechSynthesis([english, alva]);
const withoutSwedishVoice = () => fakeSpeechSynthesis([english, german]);
const voicesArriveLate = () => fakeSpeechSynthesis([]);

function watch(synthesis: VoiceList | undefined) {
  const seen: SwedishVoiceState[] = [];
  const stop = watchSwedishVoice(synthesis, (state) => seen.push(state));
  return { seen, stop, now: () => seen.at(-1)! };
}

describe('watchSwedishVoice', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('finds a Swedish voice at once (sv-SE, sv_FI or plain sv)', () => {
    for (const lang of ['sv-SE', 'sv_FI', 'sv']) {
      const { synthesis } = fakeSpeechSynthesis([english, { lang, name: 'Alva' }]);
      expect(watch(synthesis).seen).toEqual(['available']);
    }
  });

  it('says missing without a Swedish voice only once the list has loaded', () => {
    const device = withoutSwedishVoice();
    const { seen } = watch(device.synthesis);
    // Chrome may list its local voices first and add the rest later: not decided yet.
    expect(seen).toEqual(['checking']);
    device.load();
    expect(seen).toEqual(['checking', 'missing']);
  });

  it('says missing without a Swedish voice after the wait, where no voiceschanged comes', () => {
    const { seen } = watch(withoutSwedishVoice().synthesis);
    vi.advanceTimersByTime(VOICE_LIST_WAIT_MS - 1);
    expect(seen).toEqual(['checking']);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['checking', 'missing']);
  });

  it('never says missing when the Swedish voice comes with the rest of a partly loaded list', () => {
    const device = fakeSpeechSynthesis([english]);
    const { seen } = watch(device.synthesis);
    device.load([english, alva]);
    vi.advanceTimersByTime(VOICE_LIST_WAIT_MS);
    expect(seen).toEqual(['checking', 'available']);
  });

  it('waits for a voice list that is still loading, and follows it when it arrives', () => {
    const device = voicesArriveLate();
    const { seen, stop } = watch(device.synthesis);
    expect(seen).toEqual(['checking']);
    device.load([alva]);
    expect(seen).toEqual(['checking', 'available']);
    vi.advanceTimersByTime(VOICE_LIST_WAIT_MS);
    expect(seen).toEqual(['checking', 'available']);
    stop();
    expect(device.listeners.size).toBe(0);
  });

  it('gives up on an empty voice list after the wait, and still notices a voice added later', () => {
    const device = voicesArriveLate();
    const { seen } = watch(device.synthesis);
    vi.advanceTimersByTime(VOICE_LIST_WAIT_MS);
    expect(seen).toEqual(['checking', 'missing']);
    device.load([alva]);
    expect(seen).toEqual(['checking', 'missing', 'available']);
  });

  it('decides at once for the next instruction once the list is known to have loaded', () => {
    const device = withoutSwedishVoice();
    watch(device.synthesis).stop();
    expect(watch(device.synthesis).seen).toEqual(['checking']);
    device.load();
    expect(watch(device.synthesis).seen).toEqual(['missing']);
  });

  it('says unsupported without speech synthesis', () => {
    expect(watch(undefined).seen).toEqual(['unsupported']);
  });
});

const parts: ReaderPart[] = [
  { id: 'intro', label: 'Inledning', text: 'Inledning.' },
  { id: 'steg1', label: 'Steg 1', text: 'steg 1 Titta.' },
];

function engine(canSpeak: boolean): SpeechEngine {
  const never = { done: new Promise<'ended'>(() => {}), cancel: () => {} };
  return {
    speak: () => never,
    playRecording: () => never,
    canSpeak: () => canSpeak,
    claim: () => () => {},
    setTimeout: () => 0,
    clearTimeout: () => {},
  };
}

/** What the person asked for so far, and what the controls were told. */
function offer(changes: Partial<SilentOffer> = {}): SilentOffer & { calls: string[] } {
  const calls: string[] = [];
  return {
    help: false,
    stepsOpen: false,
    onAsk: () => calls.push('ask'),
    onCloseHelp: () => calls.push('closeHelp'),
    onStepByStep: () => calls.push('stepByStep'),
    ...changes,
    calls,
  };
}

function render(
  voice: SwedishVoiceState,
  options: { parts?: ReaderPart[]; offer?: Partial<SilentOffer> } = {},
) {
  const readerParts = options.parts ?? parts;
  const reader = new InstructionReader(readerParts, engine(voice === 'available'), 1500);
  return renderToStaticMarkup(
    <AudioControls
      reader={reader}
      state={reader.getState()}
      parts={readerParts}
      voice={voice}
      offer={offer(options.offer)}
    />,
  );
}

/** Everything the explanation says, each text as the page shows it (escaped). */
const [android, ios] = help.paths;
const helpTexts = [
  help.title,
  help.why,
  `<strong>${android.device}:</strong> ${android.menus}`,
  `<strong>${ios.device}:</strong> ${ios.menus}`,
  help.hedge,
  help.meanwhile,
].map((text) =>
  renderToStaticMarkup(<>{text}</>)
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>'),
);

describe('what an instruction offers on each device (issue 36)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('with a Swedish voice: Förra, Spela, Nästa and Läs alla, and no word about voices', () => {
    const html = render(watch(withSwedishVoice().synthesis).now());
    for (const label of [t.previous, t.play, t.next, t.readAll]) expect(html).toContain(label);
    expect(html).not.toContain(t.listen);
    expect(html).not.toContain(t.stepByStep);
    expect(html).not.toContain('röst');
  });

  it('without one: no notice above the instructions, only Läs upp and Läs steg för steg', () => {
    const device = withoutSwedishVoice();
    const { now } = watch(device.synthesis);
    // Not decided before the list has loaded: nothing at all, rather than a wrong notice.
    expect(render(now())).toBe('');
    device.load();
    expect(now()).toBe('missing');
    const html = render(now());
    expect(html).toMatch(new RegExp(`<button[^>]*aria-expanded="false"[^>]*>${t.listen}</button>`));
    expect(html).toContain(`>${t.stepByStep}</button>`);
    for (const text of helpTexts) expect(html).not.toContain(text);
    expect(html).not.toContain('röst');
    for (const label of [t.play, t.readAll]) expect(html).not.toContain(`>${label}<`);
  });

  it('with voices that arrive late: nothing while they load, then the reading controls', () => {
    const device = voicesArriveLate();
    const { now } = watch(device.synthesis);
    expect(render(now())).toBe('');
    vi.advanceTimersByTime(VOICE_LIST_WAIT_MS / 2);
    expect(render(now())).toBe('');
    device.load([english, alva]);
    const html = render(now());
    expect(html).toContain(t.play);
    expect(html).not.toContain(t.listen);
  });

  it('with voices that never arrive: after the wait, the same offer as without a Swedish voice', () => {
    const { now } = watch(voicesArriveLate().synthesis);
    vi.advanceTimersByTime(VOICE_LIST_WAIT_MS);
    expect(render(now())).toContain(`>${t.listen}</button>`);
  });

  it('when asked, explains what to install on Android and iPhone, and offers Läs steg för steg', () => {
    const html = render('missing', { offer: { help: true } });
    for (const text of helpTexts) expect(html).toContain(text);
    const id = /<section id="([^"]+)"/.exec(html)![1]!;
    expect(html).toMatch(
      new RegExp(`aria-expanded="true" aria-controls="${id}"[^>]*>${t.listen}</button>`),
    );
    // Once in the row and once in the explanation: the way forward right where it is read.
    expect(html.match(new RegExp(`>${t.stepByStep}</button>`, 'g'))).toHaveLength(2);
    // Announced when it opens, whether after Läs upp or after a voice command.
    expect(html).toMatch(/<div aria-live="polite"><section id=/);
  });

  it('names the usual Swedish menus, short, and says that they may differ', () => {
    expect(android.device).toBe('Android');
    expect(android.menus).toMatch(/^Inställningar → System → Språk och inmatning → Text till tal/);
    expect(android.menus).toMatch(/Installera röstdata → Svenska\.$/);
    expect(ios).toEqual({
      device: 'iPhone och iPad',
      menus: 'Inställningar → Hjälpmedel → Uppläst innehåll → Röster → Svenska.',
    });
    expect(help.hedge).toMatch(/^Menyernas namn kan skilja mellan telefoner\./);
    for (const text of helpTexts) expect(text.length).toBeLessThan(160);
  });

  it('without speech synthesis, says so instead of where to install a voice', () => {
    const html = render('unsupported', { offer: { help: true } });
    expect(html).toContain(instructionScreens.noSpeech.title);
    expect(html).not.toContain(android.menus);
    expect(html).toContain(`>${t.stepByStep}</button>`);
    expect(render('unsupported')).not.toContain(instructionScreens.noSpeech.title);
  });

  it('still plays an instruction recorded in full without a Swedish voice', () => {
    const recorded = parts.map((part) => ({ ...part, recording: `/media/audio/${part.id}.mp3` }));
    const html = render('missing', { parts: recorded });
    expect(html).toContain(t.play);
    expect(html).not.toContain(t.listen);
  });

  it('offers nothing for an instruction without parts', () => {
    expect(render('missing', { parts: [] })).toBe('');
    expect(render('available', { parts: [] })).toBe('');
  });
});

describe('pressing Läs upp and Läs steg för steg', () => {
  const expand = [Button, NoVoiceHelp];
  const controls = (o: SilentOffer, voice: 'missing' | 'unsupported' = 'missing') =>
    SilentControls({ voice, offer: o, legendId: 'legend', helpId: 'help' });

  it('Läs upp opens the explanation, and closes it when pressed again', () => {
    const closed = offer();
    buttonsNamed(controls(closed), t.listen, expand)[0]!.props.onClick();
    expect(closed.calls).toEqual(['ask']);
    const open = offer({ help: true });
    buttonsNamed(controls(open), t.listen, expand)[0]!.props.onClick();
    expect(open.calls).toEqual(['closeHelp']);
  });

  it('both Läs steg för steg buttons open the step reader; Stäng closes the explanation', () => {
    const open = offer({ help: true });
    const tree = controls(open);
    const steps = buttonsNamed(tree, t.stepByStep, expand);
    expect(steps).toHaveLength(2);
    for (const button of steps) button.props.onClick();
    buttonsNamed(tree, help.close, expand)[0]!.props.onClick();
    expect(open.calls).toEqual(['stepByStep', 'stepByStep', 'closeHelp']);
  });

  it('are native buttons in the order they are read, and say whether what they open is open', () => {
    const tree = controls(offer({ stepsOpen: true }));
    const buttons = elementsOf(tree, expand).filter((element) => element.type === 'button');
    expect(buttons.map((button) => textOf(button))).toEqual([t.listen, t.stepByStep]);
    expect(buttons.map((button) => button.props['aria-expanded'])).toEqual([false, true]);
    expect(buttons.every((button) => button.props.type === 'button')).toBe(true);
  });
});
