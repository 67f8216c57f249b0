import { setTimeout as sleep } from 'node:timers/promises';
import { badRequest } from '../../server/lib/errors';

/** Jobs for the file workers' own tests (server/lib/file-workers.test.ts): each stands for one outcome. */
export const jobs = {
  /** Bytes in, their length and first byte out: what postMessage carries both ways. */
  echo: ({ bytes }: { bytes: Uint8Array }) => ({ length: bytes.length, first: bytes[0] }),
  /** Answers after `ms`, holding its worker meanwhile. */
  wait: async ({ ms }: { ms: number }) => {
    await sleep(ms);
    return ms;
  },
  /** A refusal for the user, as a job's checks throw it. */
  refuse: () => {
    throw badRequest('第3行有误');
  },
  /** A bug of ours. */
  crash: () => {
    throw new TypeError('cannot read x of undefined');
  },
  /** A parse whose memory has no end. */
  hog: () => {
    const held: number[][] = [];
    for (;;) held.push(new Array(1000).fill(held.length));
  },
  /** A parse whose time has no end. */
  spin: () => {
    for (;;);
  },
};
