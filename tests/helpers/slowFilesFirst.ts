import { BaseSequencer, type TestSpecification } from 'vitest/node'

// The integration files that take longest, longest first. Vitest starts the files it has timed before
// longest first, but a fresh clone (CI) has no timings and starts the largest files first: these small
// ones would then start last and leave one of the two workers running alone at the end. Before them the
// body-limit file: a few seconds on a fresh worker, but near a minute after other files have grown the
// worker's heap (three 20 MB bodies at once), where it once ran past the test timeout.
const SLOW_FIRST = [
  'tests/int/body-limit.int.test.ts',
  'tests/int/bad-input.int.test.ts',
  'tests/int/access-matrix.int.test.ts',
]

/** Vitest's own order, with the files above moved to the front of their project. */
export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const projectOrder = new Map<string, number>()
    for (const spec of sorted)
      if (!projectOrder.has(spec.project.name)) projectOrder.set(spec.project.name, projectOrder.size)
    const slowRank = (spec: TestSpecification) => {
      const rank = SLOW_FIRST.findIndex((path) => spec.moduleId.endsWith(path))
      return rank === -1 ? SLOW_FIRST.length : rank
    }
    const keyed = sorted.map((spec, index) => ({
      spec,
      key: [projectOrder.get(spec.project.name)!, slowRank(spec), index],
    }))
    keyed.sort((a, b) => a.key[0]! - b.key[0]! || a.key[1]! - b.key[1]! || a.key[2]! - b.key[2]!)
    return keyed.map(({ spec }) => spec)
  }
}
