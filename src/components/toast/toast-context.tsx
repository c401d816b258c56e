import { createContext, useContext, useEffect, useState, type ReactNode } from "react"
import { createStore, useStore, type Store } from "../../lib/store"
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "../../config/constants"

export interface ToastInput {
  title: string
  description?: string
  tone?: "success" | "error" | "info"
}

export interface Toast extends ToastInput {
  id: number
  open: boolean
}

interface ToastContextValue {
  toasts: Toast[]
  show: (toast: ToastInput) => void
  dismiss: (id: number) => void
}

/** The provider's value never changes (see src/lib/store.ts): the notifications live in a store. */
type Toasts = Omit<ToastContextValue, "toasts"> & { store: Store<Toast[]>; stop: () => void }

const ToastContext = createContext<Toasts | undefined>(undefined)
ToastContext.displayName = "ToastContext"

function createToasts(): Toasts {
  const store = createStore<Toast[]>([])
  let nextId = 1
  const timers = new Map<number, ReturnType<typeof setTimeout>>()
  return {
    store,
    show(toast) {
      const id = nextId++
      store.set((all) => [{ ...toast, id, open: true }, ...all.map((t) => ({ ...t, open: false }))].slice(0, TOAST_LIMIT))
    },
    dismiss(id) {
      store.set((all) => all.map((t) => (t.id === id ? { ...t, open: false } : t)))
      if (timers.has(id)) return
      timers.set(
        id,
        setTimeout(() => {
          timers.delete(id)
          store.set((all) => all.filter((t) => t.id !== id))
        }, TOAST_REMOVE_DELAY_MS),
      )
    },
    stop: () => timers.forEach((timer) => clearTimeout(timer)),
  }
}

/** Holds the notifications (docs/REQUIREMENTS.md §9, notices: one at a time; a dismissed one is forgotten after the removal delay). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts] = useState(createToasts)
  useEffect(() => toasts.stop, [toasts])
  return <ToastContext.Provider value={toasts}>{children}</ToastContext.Provider>
}

export function useToast(): ToastContextValue {
  const context = useContext(ToastContext)
  if (!context) throw new Error("useToast must be used inside <ToastProvider>")
  const toasts = useStore(context.store)
  return { toasts, show: context.show, dismiss: context.dismiss }
}
