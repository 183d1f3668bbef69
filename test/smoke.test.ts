import {expect, test} from 'vitest'
import * as core from 'steer-envelope'
test('smoke', () => { expect(typeof core).toBe('object') })
