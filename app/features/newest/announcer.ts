/**
 * Sound and speech of new posts (SPEC §4): the audio cue shipped with the site (public/sounds, made by
 * scripts/make-newest-cue.ts), then the browser's SpeechSynthesis in a zh-CN voice 0.5 s later.
 */
import type { AlertPlan } from './newest-state';

export const NEWEST_CUE_URL = '/sounds/newest-cue.wav';

/** A zh-CN voice when the browser has one (Chrome names them zh-CN, some systems zh_CN). */
function chineseVoice(synth: SpeechSynthesis): SpeechSynthesisVoice | undefined {
  const voices = synth.getVoices();
  const norm = (lang: string) => lang.replace('_', '-').toLowerCase();
  return voices.find((v) => norm(v.lang) === 'zh-cn') ?? voices.find((v) => norm(v.lang).startsWith('zh'));
}

export function speak(text: string): void {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = 'zh-CN';
  const voice = chineseVoice(window.speechSynthesis);
  if (voice) utterance.voice = voice;
  window.speechSynthesis.speak(utterance);
}

let cue: HTMLAudioElement | null = null;

export function playCue(): void {
  if (typeof Audio === 'undefined') return;
  cue ??= new Audio(NEWEST_CUE_URL);
  cue.currentTime = 0;
  // A browser that blocks autoplay (no click on the page yet) rejects: speech still follows.
  cue.play().catch(() => {});
}

/** Runs a plan; `later` schedules the speech (the page's, so that unmounting cancels it). */
export function runAlert(plan: AlertPlan, later: (run: () => void, ms: number) => void): void {
  if (plan.cue) playCue();
  const { speech } = plan;
  if (speech === null) return;
  if (plan.speechDelayMs <= 0) speak(speech);
  else later(() => speak(speech), plan.speechDelayMs);
}
