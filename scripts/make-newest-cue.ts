/**
 * Writes the newest-post tool's audio cue, public/sounds/newest-cue.wav (issue 17 §1: a short sound file
 * shipped with the site): two rising tones of 0.15 s each, 16-bit mono PCM at 22,050 Hz (~13 KB).
 * Synthesised rather than downloaded so its origin and licence are plain. Run: `npx tsx scripts/make-newest-cue.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SAMPLE_RATE = 22_050;
/** A5 then E6: a fifth up reads as "something arrived" without being shrill. */
const TONES = [
  { hz: 880, seconds: 0.15 },
  { hz: 1318.5, seconds: 0.15 },
] as const;
/** Fade in and out per tone: a tone cut off mid-wave clicks. */
const FADE_SECONDS = 0.012;
const PEAK = 0.5;

/** The cue's samples in [-1, 1]. */
function cueSamples(): Float32Array {
  const total = TONES.reduce((n, t) => n + Math.round(t.seconds * SAMPLE_RATE), 0);
  const out = new Float32Array(total);
  let offset = 0;
  const fade = Math.round(FADE_SECONDS * SAMPLE_RATE);
  for (const tone of TONES) {
    const length = Math.round(tone.seconds * SAMPLE_RATE);
    for (let i = 0; i < length; i++) {
      const envelope = Math.min(1, i / fade, (length - 1 - i) / fade);
      out[offset + i] = PEAK * envelope * Math.sin((2 * Math.PI * tone.hz * i) / SAMPLE_RATE);
    }
    offset += length;
  }
  return out;
}

/** A RIFF/WAVE file of 16-bit mono PCM. */
function encodeWav(samples: Float32Array, sampleRate = SAMPLE_RATE): Buffer {
  const dataBytes = samples.length * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // byte rate
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  samples.forEach((s, i) => {
    wav.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32_767), 44 + i * 2);
  });
  return wav;
}

const target = path.resolve(import.meta.dirname, '../public/sounds/newest-cue.wav');
mkdirSync(path.dirname(target), { recursive: true });
const wav = encodeWav(cueSamples());
writeFileSync(target, wav);
console.log(`${path.relative(process.cwd(), target)}: ${wav.length} bytes`);
