import { type ComponentType, createElement, type FunctionComponent, lazy } from "react";

/** A lazily loaded component whose failed import can be tried again. */
export type RetryableLazy<Props extends object> = FunctionComponent<Props> & {
  /** Loads the code anew; resolves once it is there, so the caller can show it again. */
  retry(): Promise<unknown>;
};

/**
 * React.lazy keeps a rejected import for good, so a component made with it can
 * never load after one dropped connection. This one starts a fresh lazy
 * component for each retry (browsers no longer cache a failed module fetch,
 * whatwg/html#10327, so importing again fetches again).
 */
export function lazyWithRetry<Props extends object>(load: () => Promise<ComponentType<Props>>): RetryableLazy<Props> {
  const lazyFrom = (loading: () => Promise<ComponentType<Props>>) =>
    lazy(() => loading().then((component) => ({ default: component })));
  let current = lazyFrom(load);
  const Retryable = (props: Props) => createElement(current, props);
  return Object.assign(Retryable, {
    retry() {
      const loading = load();
      current = lazyFrom(() => loading);
      return loading;
    },
  });
}
