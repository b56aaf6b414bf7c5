import * as z from 'zod/mini';
import { messages } from '../messages.js';
import { isRealDate } from '../road-to-test.js';
import { entityId } from './ids.js';

const m = messages.roadToTest;

/** A day of the road: a real 'YYYY-MM-DD' date between 2000 and 2099, or null (not given). */
const day = z.nullable(
  z
    .string({ error: m.invalidDate })
    .check(z.refine((date) => /^20\d\d-\d\d-\d\d$/.test(date) && isRealDate(date), m.invalidDate)),
);
const outcome = z.nullable(z.boolean({ error: m.invalidOutcome }));

/**
 * PUT /v1/road-to-test: the learner's whole road, replacing the one before. A test's result
 * needs the test's date.
 */
export const RoadToTestSchema = z
  .strictObject(
    {
      permitOn: day,
      riskOneOn: day,
      riskTwoOn: day,
      theoryTestOn: day,
      theoryPassed: outcome,
      drivingTestOn: day,
      drivingPassed: outcome,
    },
    { error: m.invalid },
  )
  .check(
    z.refine((road) => road.theoryPassed === null || road.theoryTestOn !== null, {
      message: m.resultWithoutDate,
      path: ['theoryPassed'],
    }),
    z.refine((road) => road.drivingPassed === null || road.drivingTestOn !== null, {
      message: m.resultWithoutDate,
      path: ['drivingPassed'],
    }),
  );

/** The road as both roles read it: the dates and when it was last saved (null: never). */
export const RoadToTestAnswerSchema = z.object({
  road: RoadToTestSchema,
  savedAt: z.nullable(z.number()),
});
export type RoadToTestAnswer = z.infer<typeof RoadToTestAnswerSchema>;

export const RoadToTestSavedSchema = z.object({
  message: z.string(),
  road: RoadToTestSchema,
  savedAt: z.nullable(z.number()),
});

/** GET /v1/teacher/road-to-test/:studentId. */
export const StudentRoadToTestParamsSchema = z.object({ studentId: entityId });
