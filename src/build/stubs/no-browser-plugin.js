// Stands in for a framework plugin's browser file that does nothing in a production build
// (see onCreateWebpackConfig in gatsby-node.ts).
module.exports = {}
