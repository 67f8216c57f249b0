/**
 * antd-mobile's imperative parts (Toast.show, Dialog.show) render through rc-util, which finds no
 * createRoot on React 19's react-dom and renders nothing: hand it React 19's root API (antd-mobile's
 * "v5 for 19" guide). Imported for its effect, with the first toast or dialog (imperative.ts).
 */
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

unstableSetRender((node, container) => {
  const root = roots.get(container) ?? createRoot(container);
  roots.set(container, root);
  root.render(node);
  return async () => {
    // Not while React is rendering: a toast closes from its own effect.
    await Promise.resolve();
    root.unmount();
    roots.delete(container);
  };
});
