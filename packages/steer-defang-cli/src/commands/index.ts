import type {Command} from '../command.js'
import {checkCommand} from './check.js'
import {defangCommand} from './defang.js'
import {envelopeCommand} from './envelope.js'
import {inspectCommand} from './inspect.js'
import {previewCommand} from './preview.js'

/**
 * Every command, in the order `steer-defang --help` lists them. To add one,
 * write `src/commands/<name>.ts` exporting a `Command` and list it here.
 */
export const commands: ReadonlyArray<Command> = [
  defangCommand,
  envelopeCommand,
  inspectCommand,
  previewCommand,
  checkCommand
]
