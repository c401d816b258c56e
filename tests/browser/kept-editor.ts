/**
 * One editor page kept across a test file's tests. Each new page compiles and starts Decap's bundle
 * again in a renderer of its own (11 to 12 s of CPU a page); a kept page does it once, and each test
 * moves inside the editor to its entry as an editor does: back to the entry's collection (Decap
 * leaves the entry, discards its draft and deletes its local backup, after asking whether to leave
 * unsaved changes: yes), then to the entry, which Decap loads afresh from the backend with its
 * fields' checks (a price's rates read as saved now). The errors and policy violations a test sees
 * are counted from its entry's opening.
 *
 * A test releases the page when it has checked what it checks (`release`, its last step). A test
 * that did not (it failed, or stopped midway) may have left the editor anywhere: its page is closed
 * and the next test gets a new one, so a failure never carries over into the tests after it.
 */
import type { Dialog } from "playwright-core"
import { openEditor, type EditorPage } from "./editor"
import type { ServedSite } from "./serve"

/** Decap's question before leaving an entry with unsaved changes (its English locale's editor.editor.onLeavePage). */
const LEAVE_UNSAVED = "Are you sure you want to leave this page?"

export interface KeptEditorPage extends Pick<EditorPage, "page" | "errors" | "violations"> {
  /** The test is over and passed its checks: the next test may move this page on. */
  release(): void
}

export interface KeptEditor {
  /** A new page with nothing loaded yet (any kept page closed): for a test that loads /admin itself. */
  fresh(): Promise<KeptEditorPage>
  /** The editor at `route`, an entry or a new entry (e.g. "/collections/services/entries/events"), in the kept page. */
  at(route: string): Promise<KeptEditorPage>
  /** Closes the kept page (after the file's tests). */
  close(): Promise<void>
}

const ENTRY_ROUTE = /^\/collections\/([^/]+)\/(entries\/[^/]+|new)$/

/** `newPage` makes an editor page (editor.ts's `editorPage` with the file's browser, site and backend). */
export function keptEditor(newPage: () => Promise<EditorPage>, site: () => ServedSite): KeptEditor {
  let held: EditorPage | undefined
  let released = false

  const kept = (editor: EditorPage): KeptEditorPage => ({
    page: editor.page,
    errors: editor.errors,
    violations: editor.violations,
    release: () => (released = true),
  })

  const close = async () => {
    const editor = held
    held = undefined
    if (editor && !editor.page.isClosed()) await editor.close()
  }

  const fresh = async () => {
    await close()
    released = false
    const editor = await newPage()
    // Leaving unsaved changes is the one question a test's move may raise; any other is the editor's
    // news to the test (a backup recovered would mean a test's changes outlived it), said as an error.
    editor.page.on("dialog", (dialog: Dialog) => {
      if (dialog.type() === "confirm" && dialog.message() === LEAVE_UNSAVED) return dialog.accept()
      editor.errors.push(`${dialog.type()}: ${dialog.message()}`)
      return dialog.dismiss()
    })
    held = editor
    return kept(editor)
  }

  const toolbar = (editor: EditorPage) => editor.page.getByRole("button", { name: /^Publish(ed)?$/ })
  const go = (editor: EditorPage, route: string) => editor.page.evaluate((hash) => (window.location.hash = hash), `#${route}`)

  return {
    fresh,
    async at(route) {
      const [, collection] = ENTRY_ROUTE.exec(route) ?? []
      if (!collection) throw new Error(`${route} is not an entry's route`)
      if (!held || !released || held.page.isClosed()) {
        const editor = await fresh()
        await openEditor(editor.page, site(), route)
        return editor
      }
      released = false
      const editor = held
      // Out of the entry (the same route twice would not open it again), into its collection's list.
      await go(editor, `/collections/${collection}`)
      await toolbar(editor).waitFor({ state: "detached" })
      await editor.clear()
      await go(editor, route)
      await toolbar(editor).waitFor()
      return kept(editor)
    },
    close,
  }
}
