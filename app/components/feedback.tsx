/**
 * The desktop's toasts and confirm dialogs (antd App's `message`, `modal`, `notification`) with antd's
 * machinery loaded on the first call (feedback-holders.tsx): every page offers them, few readers see one,
 * and antd's App brings its Modal, message and notification code into the layout's first load
 * (issue 12). `useFeedback()` answers the same API as `App.useApp()`; a call before the code arrives runs
 * when it does.
 */
import type { App } from 'antd';
import { createContext, type ReactNode, Suspense, useContext, useMemo, useRef, useState } from 'react';
import { lazyNamed } from '~/components/deferred';
import { ANTD_CSS_VAR_KEY } from '~/styles/antd-theme';
// antd App's own look (.ant-app, the toasts'), as `<App>` would link it.
import '~/styles/antd/app.css';

export type Feedback = ReturnType<typeof App.useApp>;

const FeedbackHolders = lazyNamed(() => import('./feedback-holders'), 'FeedbackHolders');

const FeedbackContext = createContext<Feedback | null>(null);

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback outside FeedbackProvider');
  return feedback;
}

/**
 * What a deferred call answers at once: a message's handle (a thenable that settles when the toast
 * closes, callable to close it) or a dialog's (`destroy`, `update`), acting once the real one exists.
 */
function deferredHandle(result: Promise<{ handle: unknown }>) {
  // biome-ignore lint/suspicious/noExplicitAny: the handle is whatever antd's call answered.
  const real = (use: (handle: any) => unknown) => result.then(({ handle }) => use(handle));
  const close = () => {
    void real((handle) => (typeof handle === 'function' ? handle() : handle?.destroy?.()));
  };
  return Object.assign(close, {
    destroy: () => void real((handle) => handle.destroy()),
    update: (config: unknown) => void real((handle) => handle.update(config)),
    // biome-ignore lint/suspicious/noThenProperty: a message handle is a thenable, as antd's is.
    then: (onDone?: (value: unknown) => unknown, onFail?: (reason: unknown) => unknown) =>
      real((handle) => handle).then(onDone, onFail),
  });
}

export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const ready = useRef<{ promise: Promise<Feedback>; resolve: (feedback: Feedback) => void } | null>(null);
  const value = useMemo<Feedback>(() => {
    const real = () => {
      if (!ready.current) {
        let resolve: (feedback: Feedback) => void = () => {};
        const promise = new Promise<Feedback>((done) => {
          resolve = done;
        });
        ready.current = { promise, resolve };
        setWanted(true);
      }
      return ready.current.promise;
    };
    // Every method of a part waits for the real one.
    const part = <K extends keyof Feedback>(key: K): Feedback[K] =>
      new Proxy({} as Feedback[K], {
        get:
          (_target, method) =>
          (...args: unknown[]) =>
            deferredHandle(
              real().then((feedback) => ({
                handle: (feedback[key] as Record<PropertyKey, (...a: unknown[]) => unknown>)[method](...args),
              })),
            ),
      });
    return { message: part('message'), modal: part('modal'), notification: part('notification') };
  }, []);
  return (
    <FeedbackContext value={value}>
      {/* The wrapper antd's <App> renders: the same classes, so the server HTML is unchanged. */}
      <div className={`ant-app ${ANTD_CSS_VAR_KEY}`}>
        {children}
        {wanted && (
          <Suspense fallback={null}>
            <FeedbackHolders onReady={(feedback) => ready.current?.resolve(feedback)} />
          </Suspense>
        )}
      </div>
    </FeedbackContext>
  );
}
