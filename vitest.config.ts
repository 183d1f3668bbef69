import {defineConfig} from 'vitest/config'

export default defineConfig({
  resolve: {
    // Tests import package sources, never stale build output.
    conditions: ['steer-defang-source']
  },
  ssr: {
    resolve: {
      conditions: ['steer-defang-source'],
      externalConditions: ['steer-defang-source']
    }
  },
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    // The JSON report lets CI print a plain `N passed, N failed` line.
    reporters: ['default', ['json', {outputFile: 'test-results/vitest.json'}]],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    coverage: {
      provider: 'v8',
      include: ['packages/*/src/**/*.ts']
    }
  }
})
