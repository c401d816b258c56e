/** The visitor scenarios in Chromium. */
import { chromiumEngine } from "./chromium"
import { runScenarios } from "./run-scenarios"

runScenarios(chromiumEngine())
