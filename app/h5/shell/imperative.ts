/**
 * antd-mobile's imperative Toast and Dialog (`Toast.show`, `Dialog.confirm`), loaded on first use with
 * the React 19 render hook they cannot show anything without (antd-mobile-render.ts): most readers never
 * see one, so no page's first load carries them.
 */
const withRender = <M extends { default: unknown }>(load: Promise<M>) =>
  Promise.all([load, import('./antd-mobile-render')]).then(([module]) => module.default as M['default']);

export const loadToast = () => withRender(import('antd-mobile/es/components/toast'));

export const loadDialog = () => withRender(import('antd-mobile/es/components/dialog'));
