/**
 * The body image viewer (SPEC §4): a 0.3 backdrop, rotate and zoom buttons, wheel zoom, drag to move,
 * a click outside the image closes it, and 100 ms after closing the view resets.
 */
import {
  CloseOutlined,
  RotateLeftOutlined,
  RotateRightOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { IMAGE_VIEWER_BACKDROP_OPACITY } from '@common/constants';
import { type PointerEvent, type ReactNode, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { imageTransform } from './image-viewer-state';
import type { useImageViewer } from './use-image-viewer';

type Viewer = ReturnType<typeof useImageViewer>;

function Tool({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <button type="button" className="image-viewer-tool" aria-label={label} title={label} onClick={onClick}>
      {icon}
    </button>
  );
}

export function ImageViewer({ viewer }: { viewer: Viewer }) {
  const { state, dispatch, close } = viewer;

  useEffect(() => {
    if (!state.open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    // The wheel zooms the image, so the page behind must not scroll.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      window.removeEventListener('keydown', onKey);
    };
  }, [state.open, close]);

  if (!state.open) return null;

  const onPointerDown = (event: PointerEvent<HTMLImageElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    dispatch({ type: 'drag-start', pointerX: event.clientX, pointerY: event.clientY });
  };
  const onPointerMove = (event: PointerEvent<HTMLImageElement>) => {
    if (state.drag) dispatch({ type: 'drag-move', pointerX: event.clientX, pointerY: event.clientY });
  };
  const endDrag = () => dispatch({ type: 'drag-end' });

  return createPortal(
    <div
      className="image-viewer"
      role="dialog"
      aria-modal="true"
      aria-label="查看图片"
      style={{ backgroundColor: `rgba(0, 0, 0, ${IMAGE_VIEWER_BACKDROP_OPACITY})` }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      onWheel={(event) => dispatch({ type: 'wheel', deltaY: event.deltaY })}
    >
      <img
        className="image-viewer-image"
        src={state.src}
        alt={state.alt}
        draggable={false}
        data-rotation={state.rotation}
        data-scale={state.scale}
        style={{ transform: imageTransform(state), cursor: state.drag ? 'grabbing' : 'grab' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      />
      <div className="image-viewer-toolbar">
        <Tool
          label="向左旋转"
          icon={<RotateLeftOutlined />}
          onClick={() => dispatch({ type: 'rotate-left' })}
        />
        <Tool
          label="向右旋转"
          icon={<RotateRightOutlined />}
          onClick={() => dispatch({ type: 'rotate-right' })}
        />
        <Tool label="放大" icon={<ZoomInOutlined />} onClick={() => dispatch({ type: 'zoom-in' })} />
        <Tool label="缩小" icon={<ZoomOutOutlined />} onClick={() => dispatch({ type: 'zoom-out' })} />
        <Tool label="关闭" icon={<CloseOutlined />} onClick={close} />
      </div>
    </div>,
    document.body,
  );
}
