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
 * A visitor who presses a pointer or a key before then wants the page to answer: the scripts start
 * at once (the click itself is held until they run, src/lib/click-hold.ts).
 *
 * The loader also tells the browser to prefetch the code a page loads on intent (the booking form's,
 * src/build/booking-code-files.ts): once every entry script has run, at idle, one link per idle
 * moment. Webpack's own prefetch (`webpackPrefetch`) appended those links inside the app's start-up,
 * the task in which the entry scripts' modules are run, which on a slow phone is already a long one.
 */
const ENTRY_SCRIPT = /<script src="(\/[\w.-]+\.js)" async><\/script>/g

/** How the loader tag starts; its list of scripts follows, as JSON. */
const LOADER_START = `<script id="entry-scripts">(function(){var d=document,s=`
const WRITTEN_LOADER = /<script id="entry-scripts">[\s\S]*?<\/script>/

/** The scripts a loader written by an earlier build starts, or undefined if the page has none. */
function loaderSources(html: string): string[] | undefined {
  const tag = html.match(WRITTEN_LOADER)?.[0]
  if (!tag?.startsWith(LOADER_START)) return undefined
  return JSON.parse(tag.slice(LOADER_START.length, tag.indexOf("]", LOADER_START.length) + 1)) as string[]
}

/** The scripts of Gatsby's own entry tags, in their order. */
const tagSources = (html: string): string[] => [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1])

/** The entry scripts a built page starts, whether still as Gatsby's tags or through the loader. */
export function entryScriptSources(html: string): string[] {
  return loaderSources(html) ?? tagSources(html)
}

/**
 * The same page with its async entry scripts started after its first view is painted, and the
 * `prefetch` scripts prefetched at idle once they have run; unchanged if it has no entry scripts.
 */
export function startEntryScriptsAfterFirstPaint(html: string, prefetch: readonly string[] = []): string {
  const written = loaderSources(html)
  // A page an earlier build already rewrote (and Gatsby did not render again) gets today's loader.
  if (written) return html.replace(WRITTEN_LOADER, loaderTag(written, prefetch))
  const sources = tagSources(html)
  if (sources.length === 0) return html
  let replaced = false
  return html.replace(ENTRY_SCRIPT, () => {
    if (replaced) return ""
    replaced = true
    return loaderTag(sources, prefetch)
  })
}

function loaderTag(sources: readonly string[], prefetch: readonly string[]): string {
  const loader =
    `${JSON.stringify(sources)},p=${JSON.stringify(prefetch)},started=0,left=s.length;` +
    `function idle(f){(window.requestIdleCallback||function(g){setTimeout(g,1)})(f)}` +
    `function hint(){var u=p.shift();if(!u)return;var l=d.createElement("link");l.rel="prefetch";l.as="script";l.href=u;d.head.appendChild(l);idle(hint)}` +
    `function ran(){if(--left===0)idle(hint)}` +
    `function start(){if(started)return;started=1;s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;e.onload=e.onerror=ran;d.body.appendChild(e)})}` +
    `function painted(){return performance.getEntriesByName("first-contentful-paint").length>0}` +
    `function afterPaint(then){if(painted())return then();` +
    `if(typeof PerformanceObserver==="undefined"||(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")<0)return requestAnimationFrame(function(){requestAnimationFrame(then)});` +
    `var o=new PerformanceObserver(function(){if(painted()){o.disconnect();then()}});o.observe({type:"paint",buffered:true})}` +
    `function afterLoad(){afterPaint(function(){setTimeout(start,0)});setTimeout(start,1000)}` +
    `["pointerdown","keydown"].forEach(function(t){d.addEventListener(t,start,true)});` +
    `if(d.readyState==="complete")afterLoad();else addEventListener("load",afterLoad)})()`
  return `${LOADER_START}${loader}</script>`
}
