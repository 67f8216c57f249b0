/**
 * Code that a page needs only after a reader acts (a dialog, the image viewer): loaded on demand, so a
 * page's first load carries none of it (the JavaScript budget, scripts/check-bundle-budget.ts).
 */
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';

// biome-ignore lint/suspicious/noExplicitAny: React's own constraint of what `lazy` loads.
type AnyComponent = ComponentType<any>;

/** A named export of a module, loaded when first rendered. */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}

/**
 * Renders `children` from the first time `when` holds, and keeps them mounted after, so a dialog loaded
 * on demand still animates closed. Nothing shows while the code loads.
 */
export function Deferred({ when, children }: { when: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(when);
  if (when && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * A named export split into its own chunk, rendered in place (not after an intent): the server loads it
 * when this module loads, and React renders a lazy component whose module has arrived at once (a
 * thenable that answers synchronously), so the server HTML always carries it. The browser's first load
 * leaves the chunk out; hydration of that part waits for it, keeping the server's markup meanwhile.
 */
export function splitNamed<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  let loaded: { default: M[K] } | null = null;
  const loading = () =>
    load().then((module) => {
      loaded = { default: module[name] };
      return loaded;
    });
  if (import.meta.env.SSR) void loading();
  /** React's lazy takes a thenable: one that answers synchronously renders without suspending. */
  const arrived = (value: { default: M[K] }) =>
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what React's lazy reads.
    ({ then: (resolve: (module: { default: M[K] }) => void) => resolve(value) }) as Promise<{
      default: M[K];
    }>;
  return lazy(() => (loaded ? arrived(loaded) : loading()));
}
