/** The visitor scenarios in WebKit. */
import { webkitEngine } from "./webkit"
import { runScenarios } from "./run-scenarios"

runScenarios(webkitEngine())
