/**
 * The figures of the terms' waiting rule, written once: how long waiting is free for each kind of
 * pickup, and the step it is charged in after that. waiting.ts applies them (and re-exports them);
 * they live in a module of their own, importing nothing, so the content check (which holds every text
 * to them, src/content-model/waiting-prose.ts) reads them without bringing a data file into the build's
 * own compile: a broken data file must reach the content check to be named.
 */

/** Where the free waiting counts from: the scheduled time at an address, or the landing of a domestic or an international flight. */
export type WaitingKind = "address" | "domestic" | "international"

export const WAITING_KINDS: readonly WaitingKind[] = ["address", "domestic", "international"]

/** The free waiting of each kind, in minutes. */
export const FREE_WAITING_MINUTES: Readonly<Record<WaitingKind, number>> = { address: 15, domestic: 30, international: 60 }

/** Waiting past the free time is charged per started step of this many minutes. */
export const WAITING_STEP_MINUTES = 15

/** Where each kind's free time runs, as the terms say it ("the first 30 minutes after a domestic landing"). */
export const WAITING_KIND_WORDS: Readonly<Record<WaitingKind, string>> = {
  address: "after the scheduled time at an address",
  domestic: "after a domestic landing",
  international: "after an international landing",
}
