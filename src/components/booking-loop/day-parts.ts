/**
 * The ride's day for both its pages as one lazy chunk, `ride-day`: the chauffeur's card on /ride (ride-day.tsx) and
 * the customer's and dispatch's cards on /booking (ride-today.tsx, with the gratuity). They share the statuses and
 * the rules behind them, so as one chunk they add one entry to the runtime every page loads. It is named, so that
 * what it shares with /booking's forms is a chunk of those two alone rather than the chunk every two unnamed lazy
 * chunks share, which all of them load whole (docs/PERFORMANCE.md).
 */
export { RideDay } from "../ride/ride-day"
export { default as RideDayCards } from "./ride-today"
