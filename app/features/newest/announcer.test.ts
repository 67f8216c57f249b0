import { afterEach, describe, expect, it, vi } from 'vitest';

// The module keeps one Audio element: each test loads it afresh over its own stubs.
const load = async () => {
  vi.resetModules();
  return import('./announcer');
};

interface Utterance {
  text: string;
  lang: string;
  voice: unknown;
}

function stubBrowser(voices: { lang: string; name: string }[]) {
  const spoken: Utterance[] = [];
  const played: string[] = [];
  vi.stubGlobal('window', {
    speechSynthesis: { getVoices: () => voices, speak: (u: Utterance) => spoken.push(u) },
  });
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      voice: unknown = null;
      constructor(readonly text: string) {}
    },
  );
  vi.stubGlobal(
    'Audio',
    class {
      currentTime = 5;
      constructor(readonly src: string) {}
      play() {
        played.push(this.src);
        return Promise.resolve();
      }
    },
  );
  return { spoken, played };
}

describe('runAlert (SPEC §4: the cue first, speech 0.5 s later, zh-CN)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('plays the cue at once and leaves the speech to the scheduled delay', async () => {
    const { NEWEST_CUE_URL, runAlert } = await load();
    const { spoken, played } = stubBrowser([
      { lang: 'en-US', name: 'English' },
      { lang: 'zh_CN', name: '普通话' },
    ]);
    const scheduled: [() => void, number][] = [];
    runAlert({ cue: true, speech: '宁德时代三季报点评', speechDelayMs: 500 }, (run, ms) =>
      scheduled.push([run, ms]),
    );
    expect(played).toEqual([NEWEST_CUE_URL]);
    expect(spoken).toEqual([]);
    expect(scheduled.map(([, ms]) => ms)).toEqual([500]);
    scheduled[0]![0]();
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatchObject({ text: '宁德时代三季报点评', lang: 'zh-CN', voice: { name: '普通话' } });
  });

  it('speaks at once without the cue, with lang zh-CN even when no Chinese voice is installed', async () => {
    const { runAlert } = await load();
    const { spoken, played } = stubBrowser([{ lang: 'en-US', name: 'English' }]);
    const later = vi.fn();
    runAlert({ cue: false, speech: '有3条新帖子', speechDelayMs: 0 }, later);
    expect(played).toEqual([]);
    expect(later).not.toHaveBeenCalled();
    expect(spoken).toMatchObject([{ text: '有3条新帖子', lang: 'zh-CN', voice: null }]);
  });

  it('plays only the cue when speech is off', async () => {
    const { runAlert } = await load();
    const { spoken, played } = stubBrowser([]);
    const later = vi.fn();
    runAlert({ cue: true, speech: null, speechDelayMs: 500 }, later);
    expect(played).toHaveLength(1);
    expect(later).not.toHaveBeenCalled();
    expect(spoken).toEqual([]);
  });
});
