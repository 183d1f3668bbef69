export type {Command} from './command.js'
export type {Io} from './io.js'
export {main} from './main.js'
