import { useEffect, useRef } from "react"

/**
 * Runs `onChange` when the page's path changes (a link followed, Back or Forward), never when the
 * component mounts: on a busy phone a visitor's first tap or key can land between the live markup's
 * arrival and its first effects, and what it opened must not be shut again.
 */
export function usePathChange(path: string, onChange: () => void): void {
  const shown = useRef(path)
  useEffect(() => {
    if (shown.current === path) return
    shown.current = path
    onChange()
  }, [path, onChange])
}
