/**
 * The built-site checks' test environment: Node's, with one reader of the built HTML for every file of the run
 * (built-documents.ts). Jest loads an environment's module once per process and makes an environment of it for
 * each test file, so the reader, and the documents it has parsed, outlive each file.
 */
import { TestEnvironment } from "jest-environment-node"
import type { EnvironmentContext, JestEnvironmentConfig } from "@jest/environment"
import { SHARED_READER, documentReader } from "./built-documents"

const reader = documentReader()

export default class BuiltSiteEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context)
    this.global[SHARED_READER] = reader
  }
}
