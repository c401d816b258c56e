import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react"
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

const ToastContext = createContext<ToastContextValue | undefined>(undefined)
ToastContext.displayName = "ToastContext"

/** Holds the notifications (spec §9: one at a time; a dismissed one is forgotten after the removal delay). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const nextId = useRef(1)
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>())

  const dismiss = useCallback((id: number) => {
    setToasts((all) => all.map((t) => (t.id === id ? { ...t, open: false } : t)))
    if (!timers.current.has(id)) {
      timers.current.set(
        id,
        setTimeout(() => {
          timers.current.delete(id)
          setToasts((all) => all.filter((t) => t.id !== id))
        }, TOAST_REMOVE_DELAY_MS),
      )
    }
  }, [])

  const show = useCallback((toast: ToastInput) => {
    const id = nextId.current++
    setToasts((all) => [{ ...toast, id, open: true }, ...all.map((t) => ({ ...t, open: false }))].slice(0, TOAST_LIMIT))
  }, [])

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach((timer) => clearTimeout(timer))
  }, [])

  const value = useMemo(() => ({ toasts, show, dismiss }), [toasts, show, dismiss])
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>
}

export function useToast(): ToastContextValue {
  const context = useContext(ToastContext)
  if (!context) throw new Error("useToast must be used inside <ToastProvider>")
  return context
}
