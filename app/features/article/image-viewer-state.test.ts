import { describe, expect, it } from 'vitest';
import {
  type ImageViewerAction,
  type ImageViewerState,
  imageTransform,
  imageViewerReducer,
  initialImageViewerState,
  rotateLeft,
  rotateRight,
  SCALE_MAX,
  SCALE_MIN,
} from './image-viewer-state';

const run = (actions: ImageViewerAction[], from: ImageViewerState = initialImageViewerState) =>
  actions.reduce(imageViewerReducer, from);

const opened = run([{ type: 'open', src: '/a.png', alt: 'a' }]);

describe('image viewer state (SPEC §4)', () => {
  it('opens on an image with the default view', () => {
    expect(opened).toMatchObject({ open: true, src: '/a.png', alt: 'a', rotation: 0, scale: 1, x: 0, y: 0 });
  });

  it('rotates 0 → 90 → 180 → 270 → 360, then continues from 0, never past 360', () => {
    const seen: number[] = [];
    let state = opened;
    for (let i = 0; i < 9; i++) {
      state = imageViewerReducer(state, { type: 'rotate-right' });
      seen.push(state.rotation);
    }
    expect(seen).toEqual([90, 180, 270, 360, 90, 180, 270, 360, 90]);
    expect(Math.max(...seen)).toBeLessThanOrEqual(360);
  });

  it('rotates back within 0–360', () => {
    expect([0, 90, 180, 270, 360].map(rotateLeft)).toEqual([270, 0, 90, 180, 270]);
    expect([0, 90, 180, 270, 360].map(rotateRight)).toEqual([90, 180, 270, 360, 90]);
  });

  it('zooms in by 1.1 and out by 0.9 with buttons and the wheel', () => {
    expect(run([{ type: 'zoom-in' }], opened).scale).toBe(1.1);
    expect(run([{ type: 'zoom-in' }, { type: 'zoom-in' }], opened).scale).toBe(1.21);
    expect(run([{ type: 'zoom-out' }], opened).scale).toBe(0.9);
    expect(run([{ type: 'wheel', deltaY: -100 }], opened).scale).toBe(1.1);
    expect(run([{ type: 'wheel', deltaY: 53 }], opened).scale).toBe(0.9);
    expect(run([{ type: 'wheel', deltaY: 0 }], opened).scale).toBe(1);
  });

  it('keeps the zoom within bounds', () => {
    const tiny = run(
      Array.from({ length: 200 }, () => ({ type: 'zoom-out' }) as const),
      opened,
    );
    const huge = run(
      Array.from({ length: 200 }, () => ({ type: 'zoom-in' }) as const),
      opened,
    );
    expect(tiny.scale).toBe(SCALE_MIN);
    expect(huge.scale).toBe(SCALE_MAX);
  });

  it('moves with a drag and stops when it ends', () => {
    const dragged = run(
      [
        { type: 'drag-start', pointerX: 100, pointerY: 100 },
        { type: 'drag-move', pointerX: 130, pointerY: 80 },
        { type: 'drag-move', pointerX: 150, pointerY: 90 },
        { type: 'drag-end' },
        { type: 'drag-move', pointerX: 500, pointerY: 500 },
      ],
      opened,
    );
    expect(dragged).toMatchObject({ x: 50, y: -10, drag: null });
    const again = run(
      [
        { type: 'drag-start', pointerX: 0, pointerY: 0 },
        { type: 'drag-move', pointerX: -5, pointerY: 5 },
      ],
      dragged,
    );
    expect(again).toMatchObject({ x: 45, y: -5 });
  });

  it('closes at once and resets rotation, zoom and position on the delayed reset', () => {
    const changed = run(
      [
        { type: 'rotate-right' },
        { type: 'zoom-in' },
        { type: 'drag-start', pointerX: 0, pointerY: 0 },
        { type: 'drag-move', pointerX: 10, pointerY: 10 },
      ],
      opened,
    );
    const closed = imageViewerReducer(changed, { type: 'close' });
    expect(closed).toMatchObject({ open: false, rotation: 90, scale: 1.1, x: 10, drag: null });
    expect(imageViewerReducer(closed, { type: 'reset' })).toMatchObject({
      open: false,
      rotation: 0,
      scale: 1,
      x: 0,
      y: 0,
    });
  });

  it('ignores a late reset after reopening, and transforms while closed', () => {
    const reopened = run([{ type: 'close' }, { type: 'open', src: '/b.png' }, { type: 'zoom-in' }], opened);
    expect(imageViewerReducer(reopened, { type: 'reset' })).toBe(reopened);
    expect(imageViewerReducer(initialImageViewerState, { type: 'rotate-right' })).toBe(
      initialImageViewerState,
    );
  });

  it('opens a new image with a fresh view', () => {
    const state = run([{ type: 'rotate-right' }, { type: 'open', src: '/c.png' }], opened);
    expect(state).toMatchObject({ src: '/c.png', alt: '', rotation: 0, scale: 1 });
  });

  it('renders the transform', () => {
    expect(imageTransform({ rotation: 90, scale: 1.1, x: 5, y: -3 })).toBe(
      'translate(5px, -3px) rotate(90deg) scale(1.1)',
    );
  });
});
