/** The visitor scenarios in Firefox. */
import { firefoxEngine } from "./firefox"
import { runScenarios } from "./run-scenarios"

runScenarios(firefoxEngine())
