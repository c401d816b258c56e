import { useSyncExternalStore } from "react"

/**
 * A value shared through React context without ever changing the context itself: the components
 * that read it subscribe with useSyncExternalStore and re-render alone. A changing context value
 * makes React search the whole page below its provider for readers on every change (opening the
 * booking modal, each notification).
 */
export interface Store<S> {
  get: () => S
  set: (update: (state: S) => S) => void
  subscribe: (listener: () => void) => () => void
}

export function createStore<S>(initial: S): Store<S> {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    set(update) {
      state = update(state)
      listeners.forEach((listener) => listener())
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The store's current value; the component re-renders when it changes. */
export const useStore = <S>(store: Store<S>): S => useSyncExternalStore(store.subscribe, store.get, store.get)
