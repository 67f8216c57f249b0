/**
 * The image viewer of SPEC §4 as a pure reducer: hidden or visible; rotation in 90° steps between 0 and
 * 360 (0 → 90 → 180 → 270 → 360, then on from 0); zoom ×1.1 in and ×0.9 out (buttons or wheel); dragged
 * by the pointer. Closing hides it at once; the component dispatches `reset` 100 ms later
 * (IMAGE_VIEWER_RESET_MS), which puts rotation, zoom and position back unless it was reopened meanwhile.
 */
export const ROTATE_STEP = 90;
export const ROTATE_MAX = 360;
export const ZOOM_IN = 1.1;
export const ZOOM_OUT = 0.9;
/** Bounds that keep the image findable; SPEC sets none. */
export const SCALE_MIN = 0.1;
export const SCALE_MAX = 10;
export const IMAGE_VIEWER_RESET_MS = 100;

export interface ImageViewerState {
  open: boolean;
  src: string;
  alt: string;
  rotation: number;
  scale: number;
  x: number;
  y: number;
  /** The pointer position and image offset when the drag started; null when not dragging. */
  drag: { pointerX: number; pointerY: number; x: number; y: number } | null;
}

export type ImageViewerAction =
  | { type: 'open'; src: string; alt?: string }
  | { type: 'close' }
  | { type: 'reset' }
  | { type: 'rotate-right' }
  | { type: 'rotate-left' }
  | { type: 'zoom-in' }
  | { type: 'zoom-out' }
  /** deltaY of a wheel event: negative (away from the reader) zooms in. */
  | { type: 'wheel'; deltaY: number }
  | { type: 'drag-start'; pointerX: number; pointerY: number }
  | { type: 'drag-move'; pointerX: number; pointerY: number }
  | { type: 'drag-end' };

const VIEW = { rotation: 0, scale: 1, x: 0, y: 0, drag: null } as const;

export const initialImageViewerState: ImageViewerState = { open: false, src: '', alt: '', ...VIEW };

/** The next rotation clockwise: up to 360, then on from 0 (360 → 90). */
export function rotateRight(rotation: number): number {
  const from = rotation >= ROTATE_MAX ? 0 : rotation;
  return from + ROTATE_STEP;
}

/** The next rotation anticlockwise, staying within 0–360: down to 0, then on from 360 (0 → 270). */
export function rotateLeft(rotation: number): number {
  const from = rotation <= 0 ? ROTATE_MAX : rotation;
  return from - ROTATE_STEP;
}

/** Rounded so repeated ×1.1 / ×0.9 does not drift into float noise in the style attribute. */
function zoom(scale: number, factor: number): number {
  const next = Math.round(scale * factor * 10_000) / 10_000;
  return Math.min(SCALE_MAX, Math.max(SCALE_MIN, next));
}

export function imageViewerReducer(state: ImageViewerState, action: ImageViewerAction): ImageViewerState {
  switch (action.type) {
    case 'open':
      return { ...state, ...VIEW, open: true, src: action.src, alt: action.alt ?? '' };
    case 'close':
      return state.open ? { ...state, open: false, drag: null } : state;
    case 'reset':
      // A reset that arrives after the viewer was opened again must not undo the new view.
      return state.open ? state : { ...state, ...VIEW };
    default:
      if (!state.open) return state;
      return transform(state, action);
  }
}

/** The actions that only apply while the viewer is visible. */
function transform(state: ImageViewerState, action: ImageViewerAction): ImageViewerState {
  switch (action.type) {
    case 'rotate-right':
      return { ...state, rotation: rotateRight(state.rotation) };
    case 'rotate-left':
      return { ...state, rotation: rotateLeft(state.rotation) };
    case 'zoom-in':
      return { ...state, scale: zoom(state.scale, ZOOM_IN) };
    case 'zoom-out':
      return { ...state, scale: zoom(state.scale, ZOOM_OUT) };
    case 'wheel':
      if (action.deltaY === 0) return state;
      return { ...state, scale: zoom(state.scale, action.deltaY < 0 ? ZOOM_IN : ZOOM_OUT) };
    case 'drag-start':
      return {
        ...state,
        drag: { pointerX: action.pointerX, pointerY: action.pointerY, x: state.x, y: state.y },
      };
    case 'drag-move':
      if (!state.drag) return state;
      return {
        ...state,
        x: state.drag.x + action.pointerX - state.drag.pointerX,
        y: state.drag.y + action.pointerY - state.drag.pointerY,
      };
    case 'drag-end':
      return state.drag ? { ...state, drag: null } : state;
    default:
      return state;
  }
}

/** The CSS transform of the image: moved, then rotated and zoomed about its centre. */
export function imageTransform(state: Pick<ImageViewerState, 'rotation' | 'scale' | 'x' | 'y'>): string {
  return `translate(${state.x}px, ${state.y}px) rotate(${state.rotation}deg) scale(${state.scale})`;
}
