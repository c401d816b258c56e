import { useEffect, useLayoutEffect } from "react"

/**
 * Runs right after React changes the page, in the same task, before the browser handles more input
 * or anyone can see the change without it; the server runs neither.
 */
export const usePlacedEffect = typeof document === "undefined" ? useEffect : useLayoutEffect
