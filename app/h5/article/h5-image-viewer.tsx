/** The body's images in antd-mobile's viewer (swipe, pinch and double-tap zoom); loaded on the first tap. */
import ImageViewer from 'antd-mobile/es/components/image-viewer';

export function H5ImageViewer({
  images,
  index,
  visible,
  onClose,
}: {
  images: string[];
  index: number;
  visible: boolean;
  onClose: () => void;
}) {
  return <ImageViewer.Multi images={images} defaultIndex={index} visible={visible} onClose={onClose} />;
}
