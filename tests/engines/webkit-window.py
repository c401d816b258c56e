#!/usr/bin/python3
"""The WebKit "browser" that WebKitWebDriver starts for the tests: a bare GTK window around a WebKitWebView.

Debian's MiniBrowser will not shrink below 447 px; this window can be as narrow as a phone. WebKitGTK has no BiDi,
so the page's errors (console errors, uncaught errors, failed loads, unhandled rejections) are written, one a line,
to the file named by WEBKIT_ERRORS_FILE, where the tests' WebKit driver reads them.

One window serves one visitor: each window WebDriver asks for (a session's first, then each New Window) is an
ephemeral web view with website data of its own (HTTP cache, cookies, storage of every kind), in a web process of
its own, so a visitor finds nothing another left. The context's own data store, which no view uses, lives under
WEBKIT_DATA_DIR.
"""
import os

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

# Loads the browser cancels because the visitor leaves the page are not errors (Chromium does not report them).
REPORT_ERRORS = """(() => {
  let leaving = false
  addEventListener("pagehide", () => (leaving = true))
  addEventListener("beforeunload", () => (leaving = true))
  const send = (text) => leaving || window.webkit.messageHandlers.pageErrors.postMessage(String(text))
  const error = console.error.bind(console)
  console.error = (...args) => { send(args.map(String).join(" ")); error(...args) }
  addEventListener("error", (event) => send(event.message || "Failed to load " + (event.target.src || event.target.href || event.target)), true)
  addEventListener("unhandledrejection", (event) => send("Unhandled rejection: " + event.reason))
})()"""

errors_file = open(os.environ.get("WEBKIT_ERRORS_FILE", os.devnull), "a", encoding="utf-8")
data_dir = os.environ["WEBKIT_DATA_DIR"]
# Not ephemeral itself: an ephemeral view of a persistent context gets an ephemeral data store of its own.
context = WebKit2.WebContext(
    website_data_manager=WebKit2.WebsiteDataManager(base_data_directory=data_dir, base_cache_directory=data_dir)
)
context.set_automation_allowed(True)


def report(_manager, result):
    errors_file.write(result.get_js_value().to_string().replace("\n", " ") + "\n")
    errors_file.flush()


def create_web_view(_session):
    content = WebKit2.UserContentManager()
    content.connect("script-message-received::pageErrors", report)
    content.register_script_message_handler("pageErrors")
    content.add_script(WebKit2.UserScript(REPORT_ERRORS, WebKit2.UserContentInjectedFrames.ALL_FRAMES, WebKit2.UserScriptInjectionTime.START, None, None))
    view = WebKit2.WebView(web_context=context, user_content_manager=content, is_ephemeral=True, is_controlled_by_automation=True)
    window = Gtk.Window()
    window.set_default_size(1440, 900)
    window.add(view)
    view.connect("close", lambda _view: window.destroy())
    window.show_all()
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("webkit-window")
    info.set_version(1, 0, 0)
    session.set_application_info(info)
    session.connect("create-web-view", create_web_view)


context.connect("automation-started", automation_started)
Gtk.main()
