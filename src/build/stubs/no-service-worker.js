// Stands in for Gatsby's service worker registration in browser bundles (see onCreateWebpackConfig in
// gatsby-node.ts). Gatsby requires it only when a plugin's `registerServiceWorker` returns true, and no
// plugin of the site has one; should one be added, this says why nothing was registered.
console.error("A plugin asked for a service worker, but gatsby-node.ts leaves Gatsby's registration out of the bundles")
