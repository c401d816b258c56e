/**
 * Gatsby ends every page with its entry scripts as `<script src async>`: fetched with the HTML and
 * run the moment they arrive. On a fast connection the framework then ran before the first paint
 * and held it back, and on a slow one the scripts shared the line with the hero picture and the
 * fonts. The page is complete as HTML (its JavaScript only makes it interactive), so after the
 * build the entry scripts are requested by a small inline script once the first view is complete:
 * after the window's load event (the HTML, the hero picture and the fonts; other pictures load
 * lazily) and the first contentful paint (frames alone are not enough: while a font holds
 * rendering back, frames pass without painting), or one second after load at the latest (a tab
 * opened in the background never paints). Without paint timing, two frames stand in for it.
 */
const ENTRY_SCRIPT = /<script src="(\/[\w.-]+\.js)" async><\/script>/g

const WRITTEN_LOADER = /<script id="entry-scripts">[\s\S]*?<\/script>/
const LOADER = /<script id="entry-scripts">\(function\(\)\{var d=document,s=(\[[^\]]*\])/

/** The entry scripts a built page starts, whether still as Gatsby's tags or through the loader. */
export function entryScriptSources(html: string): string[] {
  const loader = html.match(LOADER)
  return loader ? (JSON.parse(loader[1]) as string[]) : [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1])
}

/** The same page with its async entry scripts started after its first view is painted; unchanged if it has none. */
export function startEntryScriptsAfterFirstPaint(html: string): string {
  const sources = entryScriptSources(html)
  if (sources.length === 0) return html
  // A page an earlier build already rewrote (and Gatsby did not render again) gets today's loader.
  if (LOADER.test(html)) return html.replace(WRITTEN_LOADER, loaderTag(sources))
  let replaced = false
  return html.replace(ENTRY_SCRIPT, () => {
    if (replaced) return ""
    replaced = true
    return loaderTag(sources)
  })
}

function loaderTag(sources: readonly string[]): string {
  const loader =
    `(function(){var d=document,s=${JSON.stringify(sources)},started=0;` +
    `function start(){if(started)return;started=1;s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.body.appendChild(e)})}` +
    `function painted(){return performance.getEntriesByName("first-contentful-paint").length>0}` +
    `function afterPaint(then){if(painted())return then();` +
    `if(typeof PerformanceObserver==="undefined"||(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")<0)return requestAnimationFrame(function(){requestAnimationFrame(then)});` +
    `var o=new PerformanceObserver(function(){if(painted()){o.disconnect();then()}});o.observe({type:"paint",buffered:true})}` +
    `function afterLoad(){afterPaint(function(){setTimeout(start,0)});setTimeout(start,1000)}` +
    `if(d.readyState==="complete")afterLoad();else addEventListener("load",afterLoad)})()`
  return `<script id="entry-scripts">${loader}</script>`
}
