// The browser and engine projects' timeout (jest.config.js): browsers and servers on a shared 2-core machine.
jest.setTimeout(120_000)
