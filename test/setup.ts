import fc from 'fast-check'

// Property tests explore new inputs on every local run (fast-check prints the
// seed of any failure: rerun with `FC_SEED=<seed>`). CI runs a fixed seed,
// so that a red CI always points at a change, not at the dice.
const seed = process.env.FC_SEED ?? (process.env.CI ? '20261130' : undefined)
if (seed !== undefined) fc.configureGlobal({seed: Number(seed)})
